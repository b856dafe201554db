import type { ExamPackageDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { IconCheckCircle } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { formatVnd } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { useExamPackages } from '../api/exam-packages';
import { localizedText, testName } from '../utils/localized';
import { codeParam } from '../utils/query';
import { revealOrder } from '../utils/reveal-order';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutPanel } from './checkout-panel';
import styles from './checkout.module.scss';

/** The package in the query (`?package=<code or id>`), else the first the caller does not fully own. */
function chosenPackage(packages: readonly ExamPackageDto[], code: string | null): ExamPackageDto | null {
  return (
    packages.find((pkg) => pkg.code === code || String(pkg.id) === code) ??
    packages.find((pkg) => !pkg.ownedAll) ??
    null
  );
}

/** /checkout/exam: exam and certificate packages (the paid tests of one exam); the chosen one is paid for. */
export function ExamScreen() {
  const { t, i18n } = useTranslation('commerce');
  const router = useRouter();
  const { data: packages, error, isLoading, mutate } = useExamPackages();
  const list = packages ?? [];
  const chosen = chosenPackage(list, codeParam(router.query.package));
  const locale = i18n.language;
  // Picked on this page: a package preselected by a link or as the first one is still being chosen.
  const [picked, setPicked] = useState(false);

  const choose = (pkg: ExamPackageDto) => {
    setPicked(true);
    void router.replace({ pathname: router.pathname, query: { ...router.query, package: pkg.code } }, undefined, {
      shallow: true,
      scroll: false,
    });
    revealOrder();
  };

  let main: React.ReactNode;
  if (list.length > 0) {
    main = (
      <ul className={styles.options} aria-label={t('exam.listLabel')}>
        {list.map((pkg) => {
          const selected = chosen?.id === pkg.id;
          const name = localizedText(pkg.name, locale);
          const ownedCount = pkg.unitTests.filter((test) => test.owned).length;
          return (
            <li
              key={pkg.id}
              className={styles.option}
              data-selected={selected || undefined}
              data-testid={`package-${pkg.code}`}
            >
              <div className={styles.optionHead}>
                <div>
                  <p className={styles.badge} data-tone="neutral">
                    {t('exam.tests', { count: pkg.unitTests.length })}
                  </p>
                  <h2 className={styles.optionName}>{name}</h2>
                  <p className={styles.optionText}>{localizedText(pkg.description, locale)}</p>
                </div>
                <div className={styles.optionPrice}>
                  <Money amount={pkg.price} className={styles.price} />
                  {pkg.originalPrice > pkg.price && (
                    <span className={styles.duration}>
                      {t('exam.instead', { amount: formatVnd(pkg.originalPrice, locale) })}
                    </span>
                  )}
                </div>
              </div>
              <ul className={styles.packageTests}>
                {pkg.unitTests.map((test) => (
                  <li key={test.id} data-owned={test.owned || undefined}>
                    <AppLink href={paths.practiceTest(test.slug)}>{testName(test, locale)}</AppLink>
                    {test.owned ? (
                      <span className={styles.ownedTag}>{t('cart.owned')}</span>
                    ) : (
                      <Money amount={test.price} className={styles.testPrice} />
                    )}
                  </li>
                ))}
              </ul>
              {pkg.ownedAll ? (
                <p className={styles.ownedNote}>
                  <IconCheckCircle size={18} />
                  {t('exam.ownedAll')}
                </p>
              ) : (
                <>
                  {ownedCount > 0 && <p className={styles.muted}>{t('exam.ownedSome', { count: ownedCount })}</p>}
                  <Button
                    variant={selected ? 'filled' : 'outline'}
                    size="medium"
                    aria-pressed={selected}
                    aria-label={t('exam.chooseLabel', { name })}
                    onClick={() => choose(pkg)}
                    className={styles.optionButton}
                  >
                    {selected ? t('exam.chosen') : t('exam.choose')}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    );
  } else if (error) {
    main = (
      <Alert variant="error">
        <p>{t('exam.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (isLoading || !packages) {
    main = (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    main = <Alert variant="info">{t('exam.noPackages')}</Alert>;
  }

  const purchasable = chosen && !chosen.ownedAll ? chosen : null;
  return (
    <CheckoutLayout
      title={t('exam.title')}
      subtitle={t('exam.subtitle')}
      metaTitle={t('meta.exam.title')}
      metaDescription={t('meta.exam.description')}
      step={purchasable && picked ? 'pay' : 'choose'}
      main={main}
      aside={purchasable ? <CheckoutPanel purchase={{ type: 'EXAM_PACKAGE', id: purchasable.id }} /> : null}
    />
  );
}
