import type { StudentClassDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import styles from './classes.module.scss';

/** One of the student's classes: the whole card opens the class. */
export function ClassCard({ item }: { item: StudentClassDto }) {
  const { t, i18n } = useTranslation('classes');
  return (
    <li className={styles.classCard}>
      <h3 className={styles.classCardTitle}>
        <AppLink href={paths.classDetail(item.slug)} className={styles.cardLink}>
          {item.name}
        </AppLink>
      </h3>
      <p className={styles.muted}>{t('card.teacher', { name: item.teacher.fullName })}</p>
      <p className={styles.muted}>{t('card.members', { count: item.memberCount, capacity: item.capacity })}</p>
      <p className={styles.classCardOpen} data-open={item.openCount > 0 || undefined}>
        {item.openCount > 0 ? t('card.open', { count: item.openCount }) : t('card.nothingOpen')}
      </p>
      {item.nextDue && (
        <p className={styles.classCardDue}>
          {t('card.nextDue', {
            name: unitTestTitles({ ...item.nextDue.unitTest, scope: 'SYSTEM' }, i18n.language).title,
            date: formatDateTime(item.nextDue.dueAt),
          })}
        </p>
      )}
    </li>
  );
}
