import type { ThirdPartyProviderDto, ThirdPartyTestDto } from '@contract/third-party';
import type { LocalizedText } from '@contract/unit-tests';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useThirdPartyProviders } from '../api/third-party';
import styles from './third-party-screen.module.scss';

const textOf = (text: LocalizedText, language: string) => (language === 'en' ? text.en : text.vi) || text.vi;

function TestCard({ test, provider, language }: { test: ThirdPartyTestDto; provider: string; language: string }) {
  const { t } = useTranslation('third-party');
  const name = textOf(test.name, language);
  const titleId = `third-party-test-${test.id}`;
  return (
    <article className={styles.test} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.testName}>
        {name}
      </h3>
      <p className={styles.testProvider}>{t('provider.by', { name: provider })}</p>
      <p className={styles.testMeta}>
        <span>{t('test.questions', { count: test.questionCount })}</span>
        {test.duration !== null && <span>{t('test.minutes', { count: test.duration })}</span>}
      </p>
      <p className={styles.testDescription}>{textOf(test.description, language)}</p>
      <AppLink href={paths.practiceTest(test.slug)} className={styles.take} aria-label={t('test.takeLabel', { name })}>
        {t('test.take')}
      </AppLink>
    </article>
  );
}

function ProviderSection({ provider, language }: { provider: ThirdPartyProviderDto; language: string }) {
  const { t } = useTranslation('third-party');
  const titleId = `third-party-provider-${provider.id}`;
  return (
    <section className={styles.provider} aria-labelledby={titleId}>
      <header className={styles.providerHead}>
        <span className={styles.mark} style={{ backgroundColor: provider.colour }} aria-hidden="true">
          {provider.initials}
        </span>
        <div className={styles.providerText}>
          <h2 id={titleId} className={styles.providerName}>
            {provider.name}
          </h2>
          <p className={styles.providerMeta}>{t('provider.testCount', { count: provider.tests.length })}</p>
        </div>
      </header>
      <p className={styles.providerDescription}>{textOf(provider.description, language)}</p>
      {provider.website && (
        <a className={styles.website} href={provider.website} target="_blank" rel="noopener noreferrer">
          {t('provider.website', { name: provider.name })}
        </a>
      )}
      <ul className={styles.tests}>
        {provider.tests.map((test) => (
          <li key={test.id}>
            <TestCard test={test} provider={provider.name} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /thirdparty/practice-test (spec §2, public): the partner providers' practice tests, each a card
 * that opens it in our player (/practice-test/{slug}), where a guest takes it like any free test.
 */
export function ThirdPartyScreen() {
  const { t, i18n } = useTranslation('third-party');
  const { data, error, mutate } = useThirdPartyProviders();
  const providers = data?.items.filter((provider) => provider.tests.length > 0);

  let content;
  if (error && !data) {
    content = (
      <Alert variant="error">
        <p>{t('loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (!providers) {
    content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (providers.length === 0) {
    content = <EmptyState title={t('empty.title')} text={t('empty.text')} />;
  } else {
    content = providers.map((provider) => (
      <ProviderSection key={provider.id} provider={provider} language={i18n.language} />
    ));
  }

  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {content}
    </div>
  );
}
