import type { AssignedUnitTestDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useClassAssignments } from '../api/class-assignments';
import { useMyClass } from '../api/my-class';
import { AssignmentItem } from './assignment-item';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import styles from './classes.module.scss';

const GROUPS = ['OPEN', 'UPCOMING', 'PAST_DUE'] as const;

/** /classes/{slug}: the class (teacher, members, materials) and its assigned tests with my status. */
export function ClassDetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('classes');
  const detail = useMyClass(slug);
  const assignments = useClassAssignments(slug);
  const [now] = useState(() => Date.now());
  const back = { href: paths.myClasses, label: t('detail.back') };

  if (!detail.data) {
    return (
      <ClassesFrame title={t('detail.loadingTitle')} back={back}>
        <DataState data={detail.data} error={detail.error} onRetry={() => void detail.mutate()}>
          {() => null}
        </DataState>
      </ClassesFrame>
    );
  }

  const item = detail.data;
  return (
    <ClassesFrame title={item.name} description={item.description ?? undefined} back={back}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('detail.teacher')}</dt>
          <dd>{item.teacher.fullName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('detail.members')}</dt>
          <dd>{t('detail.membersValue', { count: item.memberCount, capacity: item.capacity })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('detail.assignments')}</dt>
          <dd>{item.assignmentCount}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('detail.references')}</dt>
          <dd>
            <AppLink href={paths.classReferences(item.slug)} className={styles.inlineLink}>
              {t('detail.referencesLink', { count: item.referenceCount })}
            </AppLink>
          </dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby="class-assignments">
        <h2 id="class-assignments" className={styles.sectionTitle}>
          {t('detail.assignmentsTitle')}
        </h2>
        <DataState data={assignments.data} error={assignments.error} onRetry={() => void assignments.mutate()}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t('detail.noAssignments.title')}
                text={t('detail.noAssignments.text')}
              />
            ) : (
              GROUPS.map((group) => <AssignmentGroup key={group} group={group} items={items} now={now} />)
            )
          }
        </DataState>
      </section>
    </ClassesFrame>
  );
}

function AssignmentGroup({
  group,
  items,
  now,
}: {
  group: (typeof GROUPS)[number];
  items: readonly AssignedUnitTestDto[];
  now: number;
}) {
  const { t } = useTranslation('classes');
  const shown = items.filter((item) => item.window === group);
  if (shown.length === 0) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{t(`detail.group.${group}`, { count: shown.length })}</h3>
      <ul className={styles.assignmentList}>
        {shown.map((item) => (
          <AssignmentItem key={item.id} assignment={item} now={now} headingLevel={4} />
        ))}
      </ul>
    </div>
  );
}
