import type { MembershipPackageDto } from '@contract/catalogue';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconCheck } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { useMemberships } from '@/lib/catalogue/api/memberships';
import { localizedText } from '../utils/localized';
import { codeParam } from '../utils/query';
import { revealOrder } from '../utils/reveal-order';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutPanel } from './checkout-panel';
import styles from './checkout.module.scss';

/** The plan in the query (`?plan=<code or id>`), else the highlighted one, else the first. */
function chosenPlan(plans: readonly MembershipPackageDto[], code: string | null): MembershipPackageDto | null {
  return (
    plans.find((plan) => plan.code === code || String(plan.id) === code) ??
    plans.find((plan) => plan.highlighted) ??
    plans[0] ??
    null
  );
}

/** /checkout/combo: the membership plans with what each grants; the chosen one is paid for. */
export function ComboScreen() {
  const { t, i18n } = useTranslation('commerce');
  const router = useRouter();
  const { data: memberships = [], error, isLoading, mutate } = useMemberships();
  const chosen = chosenPlan(memberships, codeParam(router.query.plan));
  const locale = i18n.language;
  // Picked on this page: a plan preselected by a link (home's plan cards) is still being chosen.
  const [picked, setPicked] = useState(false);

  const choose = (plan: MembershipPackageDto) => {
    setPicked(true);
    void router.replace({ pathname: router.pathname, query: { ...router.query, plan: plan.code } }, undefined, {
      shallow: true,
      scroll: false,
    });
    revealOrder();
  };

  let main: React.ReactNode;
  if (memberships.length > 0) {
    main = (
      <ul className={styles.options} aria-label={t('combo.listLabel')}>
        {memberships.map((plan) => {
          const selected = chosen?.id === plan.id;
          const name = localizedText(plan.name, locale);
          return (
            <li
              key={plan.id}
              className={styles.option}
              data-selected={selected || undefined}
              data-testid={`plan-${plan.code}`}
            >
              <div className={styles.optionHead}>
                <div>
                  {plan.highlighted && <p className={styles.badge}>{t('combo.popular')}</p>}
                  <h2 className={styles.optionName}>{name}</h2>
                  <p className={styles.optionText}>{localizedText(plan.description, locale)}</p>
                </div>
                <div className={styles.optionPrice}>
                  {plan.originalPrice !== null && plan.originalPrice > plan.price && (
                    <s className={styles.was}>
                      <span className="visually-hidden">{t('combo.originalPrice')} </span>
                      <Money amount={plan.originalPrice} />
                    </s>
                  )}
                  <Money amount={plan.price} className={styles.price} />
                  <span className={styles.duration}>{t('combo.duration', { count: plan.durationDays })}</span>
                </div>
              </div>
              <div className={styles.grants}>
                <p className={styles.grantsTitle}>{t('combo.grants')}</p>
                <ul className={styles.grantList}>
                  {plan.quantities.map((quantity) => (
                    <li key={quantity.kind}>
                      <IconCheck size={16} strokeWidth={3} />
                      <strong>{t(`combo.grant.${quantity.kind}`, { amount: quantity.amount })}</strong>
                    </li>
                  ))}
                  {plan.features.map((feature) => {
                    const text = localizedText(feature, locale);
                    return (
                      <li key={text}>
                        <IconCheck size={16} strokeWidth={3} />
                        <span>{text}</span>
                      </li>
                    );
                  })}
                </ul>
              </div>
              <Button
                variant={selected ? 'filled' : 'outline'}
                size="medium"
                aria-pressed={selected}
                aria-label={t('combo.chooseLabel', { name })}
                onClick={() => choose(plan)}
                className={styles.optionButton}
              >
                {selected ? t('combo.chosen') : t('combo.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  } else if (error) {
    main = (
      <Alert variant="error">
        <p>{t('combo.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (isLoading) {
    main = (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    main = <Alert variant="info">{t('combo.noPlans')}</Alert>;
  }

  return (
    <CheckoutLayout
      title={t('combo.title')}
      subtitle={t('combo.subtitle')}
      metaTitle={t('meta.combo.title')}
      metaDescription={t('meta.combo.description')}
      // Choosing until the learner picks a plan here; only then is paying the step they are at.
      step={chosen && picked ? 'pay' : 'choose'}
      main={main}
      aside={chosen ? <CheckoutPanel purchase={{ type: 'MEMBERSHIP', id: chosen.id }} /> : null}
    />
  );
}
