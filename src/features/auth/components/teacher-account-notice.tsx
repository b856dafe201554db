import { useTranslation } from 'next-i18next/pages';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { IconInfo } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { StepHeading } from './auth-layout';
import styles from './teacher-account-notice.module.scss';

export interface TeacherAccountNoticeProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  phone: string;
  onRegisterStudent: () => void;
}

/** Shown after a teacher account is created: this site is for learners (spec §6). */
export function TeacherAccountNotice({ headingId, headingRef, phone, onRegisterStudent }: TeacherAccountNoticeProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.notice}>
      <span className={styles.icon} aria-hidden="true">
        <IconInfo size={28} />
      </span>
      <StepHeading id={headingId} ref={headingRef} title={t('register.teacher.title')} />
      <p className={styles.lead}>{t('register.teacher.lead')}</p>
      <p className={styles.body}>{t('register.teacher.body', { phone })}</p>
      <p className={styles.hint}>{t('register.teacher.studentHint')}</p>
      <div className={styles.actions}>
        <Button href={paths.home} fullWidth>
          {t('register.teacher.home')}
        </Button>
        <Button type="button" variant="outline" fullWidth onClick={onRegisterStudent}>
          {t('register.teacher.registerStudent')}
        </Button>
      </div>
    </div>
  );
}
