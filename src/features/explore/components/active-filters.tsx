import { useTranslation } from 'next-i18next/pages';
import { IconX } from '@/components/ui/icons';
import {
  certificateFamilyName,
  certificateName,
  examName,
  gradeName,
  practiceModeName,
} from '@/components/unit-test/labels';
import type { ExploreFilters } from '@/lib/catalogue/query';
import type { FilterPatch } from '../hooks/use-explore-filters';
import styles from './active-filters.module.scss';

export interface ActiveFiltersProps {
  filters: ExploreFilters;
  onChange: (patch: FilterPatch) => void;
  onClearAll: () => void;
}

interface Chip {
  key: string;
  label: string;
  patch: FilterPatch;
}

/** The filters in effect as removable chips, plus "clear all". Nothing when no filter is set. */
export function ActiveFilters({ filters, onChange, onClearAll }: ActiveFiltersProps) {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language;
  const chips: Chip[] = [];

  if (filters.q) chips.push({ key: 'q', label: t('explore.chips.search', { q: filters.q }), patch: { q: undefined } });
  if (filters.level) chips.push({ key: 'level', label: t(`levels.${filters.level}`), patch: { level: undefined } });
  if (filters.grade) {
    chips.push({ key: 'grade', label: gradeName(filters.grade, locale) ?? filters.grade, patch: { grade: undefined } });
  }
  if (filters.subject) {
    chips.push({ key: 'subject', label: t(`subjects.${filters.subject}`), patch: { subject: undefined } });
  }
  if (filters.mode !== undefined) {
    chips.push({ key: 'mode', label: practiceModeName(filters.mode, locale) ?? '', patch: { mode: undefined } });
  }
  if (filters.exam !== undefined) {
    chips.push({ key: 'exam', label: examName(filters.exam, locale) ?? '', patch: { exam: undefined } });
  }
  if (filters.certificate) {
    const label =
      filters.certificate.kind === 'family'
        ? certificateFamilyName(filters.certificate.family, locale)
        : (certificateName(filters.certificate.id, locale) ?? '');
    chips.push({ key: 'certificate', label, patch: { certificate: undefined } });
  }
  for (const skill of filters.skills ?? []) {
    chips.push({
      key: `skill-${skill}`,
      label: t(`skills.${skill}`),
      patch: { skills: filters.skills?.filter((s) => s !== skill) },
    });
  }
  if (filters.access) chips.push({ key: 'access', label: t(`access.${filters.access}`), patch: { access: undefined } });

  if (chips.length === 0) return null;

  return (
    <div className={styles.bar}>
      <ul className={styles.chips} aria-label={t('explore.chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(chip.patch)}
              aria-label={t('explore.chips.remove', { label: chip.label })}
            >
              <span>{chip.label}</span>
              <IconX size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className={styles.clearAll} onClick={onClearAll}>
          {t('explore.chips.clearAll')}
        </button>
      )}
    </div>
  );
}
