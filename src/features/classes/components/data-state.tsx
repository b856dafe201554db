import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import styles from './classes.module.scss';

export interface DataStateProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

function apiErrorStatus(error: unknown): number | null {
  return toApiError(error).status;
}

/**
 * Loading, failed (with a retry), not found (not a class of mine) or loaded: the states of every
 * classes request, in one place.
 */
export function DataState<T>({ data, error, onRetry, children }: DataStateProps<T>) {
  const { t } = useTranslation('classes');
  const { t: tCommon } = useTranslation('common');
  if (data !== undefined) return <>{children(data)}</>;
  if (error && apiErrorStatus(error) === 404) {
    return (
      <EmptyState
        title={t('state.notFound.title')}
        text={t('state.notFound.text')}
        action={
          <Button href={paths.myClasses} size="medium" variant="outline">
            {t('state.notFound.action')}
          </Button>
        }
      />
    );
  }
  if (error) {
    return (
      <Alert variant="error" title={t('state.error')}>
        <p>{apiErrorMessage(tCommon, error)}</p>
        <Button size="small" variant="outline" onClick={onRetry} className={styles.retry}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner label={t('state.loading')} />
    </div>
  );
}
