import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { localized } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { useEvents } from '@/features/events';
import { useHasSession } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';

/**
 * Before Start, a test opened from an event says so: which event, until when a result counts
 * toward its ranking, and the way back to the events. Nothing while the events are loading or
 * when the event is unknown (the start then says why it is refused).
 */
export function EventNotice({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation('player');
  const { data } = useEvents(undefined, useHasSession());
  const event = data?.list.items.find((item) => item.id === eventId);
  if (!event) return null;
  return (
    <Alert variant="info" title={t('check.event.title', { name: localized(event.name, i18n.language) })}>
      <p>{t('check.event.text', { end: formatDateTime(event.endsAt) })}</p>
      <AppLink href={paths.practiceTestEvents}>{t('check.event.back')}</AppLink>
    </Alert>
  );
}
