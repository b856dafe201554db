import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const JoinClassModal = dynamic(() => import('../lazy/join-class-modal').then((m) => m.JoinClassModal), {
  ssr: false,
});

/** "Join a class" on the classes pages (signed in there): the same form as the floating button. */
export function JoinClassAction({ onJoined }: { onJoined?: () => void }) {
  const { t } = useTranslation('join-class');
  const [round, setRound] = useState<number | null>(null);
  return (
    <>
      <Button size="medium" onClick={() => setRound(Date.now())}>
        {t('button')}
      </Button>
      {round !== null && (
        <JoinClassModal
          key={round}
          onClose={() => {
            setRound(null);
            onJoined?.();
          }}
        />
      )}
    </>
  );
}
