import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChoiceGroup } from '@/components/unit-test/choice-group';
import { FilterSelect } from '@/components/unit-test/filter-select';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { UnitTestCardSkeleton } from '@/components/unit-test/unit-test-card-skeleton';
import { IconBookOpen, IconSearch } from '@/components/unit-test/unit-test-icons';
import { paths } from '@/config/paths';
import { MistakesCard } from '@/features/mistakes';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useOwnedUnitTests } from '@/lib/catalogue/api/owned-unit-tests';
import { formatDate } from '@/lib/dates';
import { filterOwned, NO_OWNED_FILTERS, OWNED_SOURCES, ownedFacets, type OwnedFilters } from '../filter-owned';
import { MyResults } from './my-results';
import styles from './my-tests-page.module.scss';

const SKELETONS = 3;

/** /unit-test/mine: the tests the user owns, how and when they got each one. */
export function MyTestsPage() {
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation('common');
  const searchId = useId();
  const { data: owned, error, mutate } = useOwnedUnitTests();
  const [filters, setFilters] = useState<OwnedFilters>(NO_OWNED_FILTERS);

  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('myTests.title')}</h1>
      <p className={styles.subtitle}>{t('myTests.subtitle')}</p>
    </header>
  );
  const results = (
    <>
      <MistakesCard />
      <MyResults />
    </>
  );

  if (error && !owned) {
    return (
      <div className={styles.page}>
        {header}
        {results}
        <Alert variant="error" title={t('myTests.error.title')}>
          <p>{apiErrorMessage(tCommon, error)}</p>
          <Button size="medium" variant="outline" onClick={() => void mutate()} className={styles.retry}>
            {t('myTests.error.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  if (!owned) {
    return (
      <div className={styles.page}>
        {header}
        {results}
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('myTests.loading')}
          </span>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <UnitTestCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (owned.length === 0) {
    return (
      <div className={styles.page}>
        {header}
        {results}
        <EmptyState
          icon={<IconBookOpen size={28} />}
          title={t('myTests.empty.title')}
          text={t('myTests.empty.text')}
          action={
            <Button href={paths.explore} size="medium">
              {t('myTests.empty.cta')}
            </Button>
          }
        />
      </div>
    );
  }

  const { sources, skills } = ownedFacets(owned);
  const shown = filterOwned(owned, filters);
  const update = (patch: Partial<OwnedFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.page}>
      {header}
      {results}
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('myTests.search.label')}
          </label>
          <IconSearch className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={filters.q}
            placeholder={t('myTests.search.placeholder')}
            autoComplete="off"
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        {sources.length > 1 && (
          <ChoiceGroup
            legend={t('myTests.source.label')}
            allLabel={t('myTests.all')}
            options={sources.map((source) => ({ value: source, label: t(`myTests.source.${source}`) }))}
            value={filters.source}
            onChange={(value) => update({ source: OWNED_SOURCES.find((s) => s === value) ?? '' })}
          />
        )}
        {skills.length > 1 && (
          <FilterSelect
            className={styles.skill}
            label={t('myTests.skill')}
            value={filters.skill}
            onChange={(value) => update({ skill: skills.find((s) => s === value) ?? '' })}
          >
            <option value="">{t('myTests.all')}</option>
            {skills.map((skill) => (
              <option key={skill} value={skill}>
                {t(`skills.${skill}`)}
              </option>
            ))}
          </FilterSelect>
        )}
      </div>

      <p className={styles.count} role="status">
        {t('myTests.count', { count: shown.length })}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          title={t('myTests.noMatch.title')}
          text={t('myTests.noMatch.text')}
          action={
            <Button size="medium" variant="outline" onClick={() => setFilters(NO_OWNED_FILTERS)}>
              {t('myTests.noMatch.reset')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid}>
          {shown.map((item) => (
            <li key={`${item.unitTest.id}-${item.source}`}>
              <UnitTestCard
                test={item.unitTest}
                headingLevel={2}
                compact
                owned
                footer={
                  <p className={styles.acquired}>
                    <span className={styles.source} data-source={item.source}>
                      {t(`myTests.source.${item.source}`)}
                    </span>
                    <span>{t('myTests.acquired', { date: formatDate(item.acquiredAt) })}</span>
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
