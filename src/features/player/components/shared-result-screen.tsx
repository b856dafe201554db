import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useHasSession } from '@/lib/current-user';
import { guestSecretOfResult } from '@/lib/results/guest-attempts';
import { useResult } from '../api/result';
import { ResultView } from './result-view';
import { ReviewView } from './review-view';
import type { SharePreview } from '../server/shared-result';
import styles from './shared-result-screen.module.scss';

export interface SharedResultScreenProps {
  resultId: number;
  /** A RESULT share code (encoded link); absent for the owner's own page. */
  shareCode?: string | null;
  /** Where "back" goes on the owner's page. */
  backHref?: string;
  /** Opens straight on the review (the owner's "review my answers" links), else on the summary. */
  startWithReview?: boolean;
  /** Just submitted for a class: says which result the class gets and links back. */
  assigned?: boolean;
  /** A visitor's link preview, read on the server (crawlers run no JavaScript). */
  sharePreview?: SharePreview | null;
  /** The absolute URL of the preview's picture. */
  shareImage?: string | null;
}

/**
 * One result: the owner sees it with the review; a visitor with a share code sees the score only
 * (the API never sends them the answers).
 */
export function SharedResultScreen({
  resultId,
  shareCode,
  backHref,
  startWithReview = false,
  assigned = false,
  sharePreview = null,
  shareImage = null,
}: SharedResultScreenProps) {
  const { t, i18n } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  const { data: detail, error: failure, isValidating, mutate } = useResult(resultId, shareCode);
  // While "try again" is under way the page shows it loading, not the last failure.
  const error =
    failure && !isValidating
      ? { message: apiErrorMessage(tCommon, failure), status: toApiError(failure).status }
      : null;
  const [reviewing, setReviewing] = useState(startWithReview);
  // The review and the result are different screens: each opens at its top, not at the
  // other's scroll position.
  const showReview = (open: boolean) => {
    setReviewing(open);
    window.scrollTo?.({ top: 0 });
  };

  if (error?.status === 403 || error?.status === 404) {
    return <ResultUnavailable kind={error.status === 403 ? 'forbidden' : 'notFound'} />;
  }
  if (error) {
    return (
      <div className={styles.state}>
        <Alert variant="error" title={t('resultPage.error')}>
          <p>{error.message}</p>
          <Button size="medium" variant="outline" onClick={() => void mutate()}>
            {t('resultPage.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  const previewMeta = sharePreview && (!detail || !detail.isOwner) && (
    <SharePreviewMeta preview={sharePreview} image={shareImage} />
  );

  if (!detail) {
    return (
      <div className={styles.state}>
        {previewMeta}
        <Spinner size="large" label={t('resultPage.loading')} />
      </div>
    );
  }

  const { title } = unitTestTitles(detail.result.unitTest, i18n.language);
  if (reviewing && detail.review) {
    return (
      <>
        <PageMeta title={title} />
        <ReviewView
          sections={detail.review}
          title={title}
          resultId={resultId}
          unitTestId={detail.result.unitTest.id}
          onBack={() => showReview(false)}
        />
      </>
    );
  }

  return (
    <>
      {previewMeta || <PageMeta title={title} />}
      {!detail.isOwner && (
        <div className={styles.notice}>
          <Alert
            variant="info"
            title={detail.sharedBy ? t('sharedResult.sharedBy', { name: detail.sharedBy }) : undefined}
          >
            {t('sharedResult.summaryOnly')}
          </Alert>
        </div>
      )}
      <ResultView
        result={detail.result}
        title={title}
        // A guest's own result offers to keep it by signing up (the data only ever loads in the browser).
        attemptSecret={detail.isOwner ? guestSecretOfResult(resultId) : null}
        isOwner={detail.isOwner}
        assigned={assigned && detail.isOwner}
        onReview={detail.review ? () => showReview(true) : undefined}
      />
      <div className={styles.links}>
        {backHref && (
          <Button variant="outline" href={backHref}>
            {t('resultPage.back')}
          </Button>
        )}
        {/* A cancelled exam measured nothing: taking the test again is its way on. */}
        <Button
          variant={detail.result.status === 'VOIDED' ? 'filled' : 'ghost'}
          href={paths.practiceTest(detail.result.unitTest.slug)}
        >
          {t('sharedResult.takeTest')}
        </Button>
      </div>
    </>
  );
}

/**
 * A result this visitor may not see (403: not theirs and no valid share code) or that does not
 * exist (404): trying again would change nothing, so offer the ways on instead.
 */
function ResultUnavailable({ kind }: { kind: 'forbidden' | 'notFound' }) {
  const { t } = useTranslation('player');
  const router = useRouter();
  const signedIn = useHasSession();
  const title = t(`resultPage.${kind}.title`);
  return (
    <>
      <PageMeta title={title} />
      <section className={styles.unavailable} aria-labelledby="result-unavailable-title">
        <h1 id="result-unavailable-title" className={styles.unavailableTitle}>
          {title}
        </h1>
        <p>{t(`resultPage.${kind}.${signedIn ? 'textSignedIn' : 'textGuest'}`)}</p>
        <div className={styles.links}>
          {kind === 'forbidden' && !signedIn && (
            <Button href={paths.loginWithRedirect(router.asPath)}>{t('resultPage.signIn')}</Button>
          )}
          {signedIn && (
            <Button href={paths.myTests} variant={kind === 'forbidden' ? 'filled' : 'outline'}>
              {t('resultPage.myTests')}
            </Button>
          )}
          <Button href={paths.explore} variant="outline">
            {t('resultPage.explore')}
          </Button>
          <Button href={paths.home} variant="ghost">
            {t('resultPage.home')}
          </Button>
        </div>
      </section>
    </>
  );
}

/** Title, description and picture of a shared result's link preview: the score, the test, the name if shown. */
function SharePreviewMeta({ preview, image }: { preview: SharePreview; image: string | null }) {
  const { t, i18n } = useTranslation('player');
  const { title: test } = unitTestTitles(preview.unitTest, i18n.language);
  if (preview.status === 'VOIDED' || preview.score === null) {
    const title = preview.status === 'VOIDED' ? t('sharedResult.meta.titleVoided', { test }) : test;
    return <PageMeta title={title} image={image ?? undefined} />;
  }
  const values = { score: preview.score, percent: preview.percent ?? 0, test, name: preview.sharedBy ?? '' };
  return (
    <PageMeta
      title={t('sharedResult.meta.title', values)}
      description={t(preview.sharedBy ? 'sharedResult.meta.descriptionNamed' : 'sharedResult.meta.description', values)}
      image={image ?? undefined}
    />
  );
}
