import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { MouseEvent } from 'react';
import { IconChevronRight } from '@/components/ui/icons';
import { IconChevronLeft } from '@/components/unit-test/unit-test-icons';
import styles from './pagination.module.scss';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * 1 … 4 5 6 … 12: the first, the last, and the current page with its neighbours (the first or
 * last five near either end). A gap never hides a single page: that page is shown instead.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  let window: number[];
  if (current <= 4) window = [2, 3, 4, 5];
  else if (current >= total - 3) window = [total - 4, total - 3, total - 2, total - 1];
  else window = [current - 1, current, current + 1];
  const pages = [1, ...window, total];
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(index === 1 ? 'gap-start' : 'gap-end');
    items.push(page);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate: (page: number) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Page links (real URLs, so they can be opened in a new tab) that navigate in place on a plain
 * click.
 */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;

  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(target);
  };

  return (
    <nav className={styles.nav} aria-label={t('explore.pagination.label')}>
      {page > 1 ? (
        <AppLink href={hrefFor(page - 1)} className={styles.step} onClick={go(page - 1)} rel="prev" scroll={false}>
          <IconChevronLeft />
          <span className={styles.stepLabel}>{t('explore.pagination.previous')}</span>
        </AppLink>
      ) : (
        <span className={styles.step} aria-disabled="true" data-disabled>
          <IconChevronLeft />
          <span className={styles.stepLabel}>{t('explore.pagination.previous')}</span>
        </span>
      )}

      <ol className={styles.pages}>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AppLink
                href={hrefFor(item)}
                className={styles.page}
                onClick={go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('explore.pagination.page', { page: item })}
                scroll={false}
              >
                {item}
              </AppLink>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>

      {page < totalPages ? (
        <AppLink href={hrefFor(page + 1)} className={styles.step} onClick={go(page + 1)} rel="next" scroll={false}>
          <span className={styles.stepLabel}>{t('explore.pagination.next')}</span>
          <IconChevronRight size={18} />
        </AppLink>
      ) : (
        <span className={styles.step} aria-disabled="true" data-disabled>
          <span className={styles.stepLabel}>{t('explore.pagination.next')}</span>
          <IconChevronRight size={18} />
        </span>
      )}
    </nav>
  );
}
