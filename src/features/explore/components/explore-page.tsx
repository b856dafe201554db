import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { UNIT_TEST_SORTS, type UnitTestSort } from '@contract/catalogue';
import { IconX } from '@/components/ui/icons';
import { FilterSelect } from '@/components/unit-test/filter-select';
import { IconFilter } from '@/components/unit-test/unit-test-icons';
import { countActiveFilters, exploreSearch, toFacetsQuery, toUnitTestListQuery } from '@/lib/catalogue/query';
import { useUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { AdaptiveTestCards } from '@/features/adaptive-tests';
import { useExploreFilters } from '../hooks/use-explore-filters';
import { ActiveFilters } from './active-filters';
import styles from './explore-page.module.scss';
import { ExploreResults } from './explore-results';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

const PANEL_ID = 'explore-filters';

/** /explore: search, filters (a side column, or a slide-over panel on phones), results. */
export function ExplorePage() {
  const { t } = useTranslation('catalogue');
  const router = useRouter();
  const { filters, setFilters, resetFilters } = useExploreFilters();
  const listQuery = toUnitTestListQuery(filters);
  const list = useUnitTests(listQuery);
  const { data: facets } = useUnitTestFacets(toFacetsQuery(filters));
  const activeCount = countActiveFilters(filters);

  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!panelOpen) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel();
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [panelOpen, closePanel]);

  const onSearch = useCallback(
    (q: string | undefined, immediate: boolean) => void setFilters({ q }, { replace: !immediate }),
    [setFilters],
  );

  const goToPage = (page: number) => {
    void setFilters({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const total = list.data?.total;

  const keepTabInside = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{t('explore.title')}</h1>
          <p className={styles.subtitle}>{t('explore.subtitle')}</p>
          <SearchBox value={filters.q} onSearch={onSearch} />
        </div>
      </header>

      <div className={styles.layout}>
        <aside
          id={PANEL_ID}
          className={styles.sidebar}
          data-open={panelOpen || undefined}
          aria-labelledby="explore-filters-title"
          // Open on a phone it covers the page, so it is a modal dialog that keeps Tab inside.
          role={panelOpen ? 'dialog' : undefined}
          aria-modal={panelOpen || undefined}
          onKeyDown={panelOpen ? keepTabInside : undefined}
        >
          <div className={styles.sidebarHeader}>
            <h2 id="explore-filters-title" className={styles.sidebarTitle}>
              {t('explore.filters.title')}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              onClick={closePanel}
              aria-label={t('explore.filters.close')}
            >
              <IconX size={20} />
            </button>
          </div>
          <div className={styles.sidebarBody}>
            <FilterPanel filters={filters} facets={facets} onChange={(patch) => void setFilters(patch)} />
          </div>
          <div className={styles.sidebarFooter}>
            <button type="button" className={styles.apply} onClick={closePanel}>
              {total === undefined || list.isStale
                ? t('explore.filters.applyPending')
                : t('explore.filters.apply', { count: total })}
            </button>
          </div>
        </aside>
        {panelOpen && <div className={styles.backdrop} onClick={closePanel} aria-hidden="true" />}

        <section ref={resultsRef} className={styles.results} aria-labelledby="explore-results-title">
          <h2 id="explore-results-title" className="visually-hidden">
            {t('explore.results.label')}
          </h2>
          <div className={styles.toolbar}>
            <button
              ref={toggleRef}
              type="button"
              className={styles.filtersButton}
              onClick={() => setPanelOpen(true)}
              aria-expanded={panelOpen}
              aria-controls={PANEL_ID}
            >
              <IconFilter />
              {activeCount > 0 ? t('explore.filters.openWithCount', { count: activeCount }) : t('explore.filters.open')}
            </button>
            <p className={styles.count} role="status">
              {total !== undefined && !list.isStale && t('explore.results.count', { count: total })}
            </p>
            <FilterSelect
              className={styles.sort}
              label={t('explore.sort.label')}
              value={filters.sort ?? 'featured'}
              onChange={(value) =>
                void setFilters({ sort: UNIT_TEST_SORTS.find((s): s is UnitTestSort => s === value) })
              }
            >
              {UNIT_TEST_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`explore.sort.${sort}`)}
                </option>
              ))}
            </FilterSelect>
          </div>

          <ActiveFilters
            filters={filters}
            onChange={(patch) => void setFilters(patch)}
            onClearAll={() => void resetFilters()}
          />

          <ExploreResults
            data={list.data}
            error={list.error}
            isStale={list.isStale}
            onRetry={() => void list.mutate()}
            onReset={() => void resetFilters()}
          />

          {list.data && (
            <Pagination
              page={filters.page}
              totalPages={list.data.totalPages}
              hrefFor={(page) => `${router.pathname}${exploreSearch({ ...filters, page })}`}
              onNavigate={goToPage}
            />
          )}
        </section>
      </div>

      {/* Not unit tests (no list, no filters): the adaptive and placement tests, under the results. */}
      <div className={styles.adaptive}>
        <AdaptiveTestCards id="explore-adaptive-title" />
      </div>
    </div>
  );
}
