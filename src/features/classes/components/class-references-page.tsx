import type { ClassReferenceDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useClassReferences } from '../api/class-references';
import { useMyClass } from '../api/my-class';
import { safeExternalUrl } from '../utils/safe-url';
import { IconFileText, IconLink } from './classes-icons';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import styles from './classes.module.scss';

function formatSize(bytes: number, locale: string): string {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1_048_576) return `${format(bytes / 1_048_576)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** /classes/{slug}/references: the files and links the teacher attached, opened safely in a new tab. */
export function ClassReferencesPage({ slug }: { slug: string }) {
  const { t } = useTranslation('classes');
  const detail = useMyClass(slug);
  const references = useClassReferences(slug);
  return (
    <ClassesFrame
      title={t('references.title')}
      description={detail.data ? t('references.subtitle', { name: detail.data.name }) : undefined}
      back={{ href: paths.classDetail(slug), label: detail.data?.name ?? t('references.back') }}
    >
      <DataState data={references.data} error={references.error} onRetry={() => void references.mutate()}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('references.empty.title')} text={t('references.empty.text')} />
          ) : (
            <ul className={styles.referenceList}>
              {items.map((item) => (
                <ReferenceItem key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </DataState>
    </ClassesFrame>
  );
}

function ReferenceItem({ item }: { item: ClassReferenceDto }) {
  const { t, i18n } = useTranslation('classes');
  const href = safeExternalUrl(item.url);
  const details = [
    t(`references.kind.${item.kind}`),
    item.kind === 'FILE' && item.fileName,
    item.kind === 'FILE' && item.sizeBytes !== null && formatSize(item.sizeBytes, i18n.language),
    item.kind === 'LINK' && href && new URL(href).host,
  ].filter(Boolean);
  return (
    <li className={styles.reference} data-kind={item.kind}>
      <span className={styles.referenceIcon} aria-hidden="true">
        {item.kind === 'FILE' ? <IconFileText size={22} /> : <IconLink size={22} />}
      </span>
      <div className={styles.referenceMain}>
        <h2 className={styles.referenceTitle}>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={styles.inlineLink}>
              {item.title}
              <span className="visually-hidden"> {t('references.newTab')}</span>
            </a>
          ) : (
            item.title
          )}
        </h2>
        {item.description && <p className={styles.muted}>{item.description}</p>}
        <p className={styles.referenceMeta}>{details.join(' · ')}</p>
        {!href && <p className={styles.muted}>{t('references.unsafe')}</p>}
      </div>
    </li>
  );
}
