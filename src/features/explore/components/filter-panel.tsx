import { useTranslation } from 'next-i18next/pages';
import { Fragment } from 'react';
import {
  ACCESS_TIERS,
  CERTIFICATES,
  CERTIFICATE_FAMILIES,
  EXAMS,
  PRACTICE_MODES,
  type CertificateGroup,
  type ExamGroup,
  type UnitTestFacetsDto,
} from '@contract/catalogue';
import { GRADES, SCHOOL_LEVELS, SKILLS, SUBJECTS } from '@contract/constants';
import { ChoiceGroup, type ChoiceOption } from '@/components/unit-test/choice-group';
import { FilterSelect } from '@/components/unit-test/filter-select';
import { localized } from '@/components/unit-test/labels';
import { certificateToParam, parseCertificate, type ExploreFilters } from '@/lib/catalogue/query';
import { gradeDisplayName } from '@/lib/grade-display-name';
import type { FilterPatch } from '../hooks/use-explore-filters';
import styles from './filter-panel.module.scss';

export interface FilterPanelProps {
  filters: ExploreFilters;
  facets: UnitTestFacetsDto | undefined;
  onChange: (patch: FilterPatch) => void;
}

const EXAM_GROUPS: readonly ExamGroup[] = ['SCHOOL', 'NATIONAL'];
const CERTIFICATE_GROUPS: readonly CertificateGroup[] = ['CAMBRIDGE', 'INTERNATIONAL', 'VIETNAM', 'PLACEMENT'];

function countIn(record: Record<string, number> | undefined, key: string | number): number | undefined {
  if (!record) return undefined;
  return record[String(key)] ?? 0;
}

/** Options with nothing behind them are left out, unless chosen (the URL may name one). */
function withTests(options: ChoiceOption[], chosen: readonly string[]): ChoiceOption[] {
  return options.filter((option) => option.count !== 0 || chosen.includes(option.value));
}

/**
 * Every Explore filter. Counts come from the facets once loaded: each facet counted with the
 * other active filters (disjunctive), and values without tests hidden.
 */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language;

  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('explore.filters.withCount', { label, count });

  const levelOptions = withTests(
    SCHOOL_LEVELS.map((level) => ({
      value: level,
      label: t(`levels.${level}`),
      count: countIn(facets?.schoolLevels, level),
    })),
    [filters.level ?? ''],
  );

  const gradeOptions = withTests(
    GRADES.filter((g) => !filters.level || g.schoolLevel === filters.level).map((g) => ({
      value: g.code,
      label: gradeDisplayName(g, locale),
      count: countIn(facets?.grades, g.code),
    })),
    [filters.grade ?? ''],
  );

  const modeOptions = withTests(
    PRACTICE_MODES.map((mode) => ({
      value: String(mode.id),
      label: localized(mode.name, locale),
      count: countIn(facets?.practiceModes, mode.id),
    })),
    [filters.mode?.toString() ?? ''],
  );

  const skillOptions = withTests(
    SKILLS.map((skill) => ({
      value: skill,
      label: t(`skills.${skill}`),
      count: countIn(facets?.skills, skill),
    })),
    filters.skills ?? [],
  );

  const accessOptions = withTests(
    ACCESS_TIERS.map((tier) => ({
      value: tier,
      label: t(`access.${tier}`),
      count: countIn(facets?.accessTiers, tier),
    })),
    [filters.access ?? ''],
  );

  const subjects = SUBJECTS.filter(
    (subject) => countIn(facets?.subjects, subject) !== 0 || filters.subject === subject,
  );

  const certificateValue = filters.certificate ? certificateToParam(filters.certificate) : '';

  return (
    <div className={styles.panel}>
      <ChoiceGroup
        legend={t('explore.filters.level')}
        allLabel={t('explore.filters.all')}
        options={levelOptions}
        value={filters.level ?? ''}
        onChange={(value) => onChange({ level: SCHOOL_LEVELS.find((l) => l === value) })}
      />
      <ChoiceGroup
        legend={t('explore.filters.grade')}
        allLabel={t('explore.filters.all')}
        options={gradeOptions}
        value={filters.grade ?? ''}
        onChange={(value) => onChange({ grade: value || undefined })}
      />
      <ChoiceGroup
        legend={t('explore.filters.mode')}
        allLabel={t('explore.filters.all')}
        options={modeOptions}
        value={filters.mode?.toString() ?? ''}
        onChange={(value) => onChange({ mode: value ? Number(value) : undefined })}
      />
      <ChoiceGroup
        multiple
        legend={t('explore.filters.skill')}
        options={skillOptions}
        value={filters.skills ?? []}
        onChange={(value) => onChange({ skills: SKILLS.filter((s) => value.includes(s)) })}
      />

      <FilterSelect
        label={t('explore.filters.exam')}
        value={filters.exam?.toString() ?? ''}
        onChange={(value) => onChange({ exam: value ? Number(value) : undefined })}
      >
        <option value="">{t('explore.filters.all')}</option>
        {EXAM_GROUPS.map((group) => {
          const exams = EXAMS.filter(
            (e) => e.group === group && (countIn(facets?.exams, e.id) !== 0 || filters.exam === e.id),
          );
          return (
            exams.length > 0 && (
              <optgroup key={group} label={t(`explore.filters.examGroups.${group}`)}>
                {exams.map((exam) => (
                  <option key={exam.id} value={exam.id}>
                    {withCount(localized(exam.name, locale), countIn(facets?.exams, exam.id))}
                  </option>
                ))}
              </optgroup>
            )
          );
        })}
      </FilterSelect>

      <FilterSelect
        label={t('explore.filters.certificate')}
        value={certificateValue}
        onChange={(value) => onChange({ certificate: parseCertificate(value) })}
      >
        <option value="">{t('explore.filters.all')}</option>
        {CERTIFICATE_GROUPS.map((group) => {
          const families = CERTIFICATE_FAMILIES.filter(
            (f) =>
              f.group === group &&
              (countIn(facets?.certificateFamilies, f.key) !== 0 ||
                certificateValue === f.key ||
                CERTIFICATES.some((c) => c.family === f.key && certificateValue === String(c.id))),
          );
          if (families.length === 0) return null;
          return (
            <optgroup key={group} label={t(`explore.filters.certificateGroups.${group}`)}>
              {families.map((family) => {
                const familyName = localized(family.name, locale);
                const familyCount = countIn(facets?.certificateFamilies, family.key);
                const members = CERTIFICATES.filter((c) => c.family === family.key);
                // Single certificates are offered when the family has several and some have tests
                // (VSTEP B1, KET for Schools…), or when the URL already names one.
                const levels =
                  members.length > 1
                    ? members.filter((c) => {
                        const selected = certificateValue === String(c.id);
                        return selected || (countIn(facets?.certificates, c.id) ?? 0) > 0;
                      })
                    : [];
                return (
                  <Fragment key={family.key}>
                    <option value={family.key}>
                      {withCount(
                        levels.length > 0 ? t('explore.filters.familyAll', { family: familyName }) : familyName,
                        familyCount,
                      )}
                    </option>
                    {levels.map((c) => (
                      <option key={c.id} value={c.id}>
                        {`\u00a0\u00a0${withCount(localized(c.name, locale), countIn(facets?.certificates, c.id))}`}
                      </option>
                    ))}
                  </Fragment>
                );
              })}
            </optgroup>
          );
        })}
      </FilterSelect>

      <ChoiceGroup
        legend={t('explore.filters.access')}
        allLabel={t('explore.filters.all')}
        options={accessOptions}
        value={filters.access ?? ''}
        onChange={(value) => onChange({ access: ACCESS_TIERS.find((a) => a === value) })}
      />

      <FilterSelect
        label={t('explore.filters.subject')}
        value={filters.subject ?? ''}
        onChange={(value) => onChange({ subject: SUBJECTS.find((s) => s === value) })}
      >
        <option value="">{t('explore.filters.all')}</option>
        {subjects.map((subject) => (
          <option key={subject} value={subject}>
            {withCount(t(`subjects.${subject}`), countIn(facets?.subjects, subject))}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
