import type { MembershipPackageDto } from '@contract/catalogue';
import { useTranslation } from 'next-i18next/pages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoneyParts } from '@/lib/format';
import { planPeriod, planSaving } from '../utils/plan-period';
import { IconCheck } from './home-icons';
import styles from './membership-plans.module.scss';
import { SectionHeading } from './section-heading';

/** The credits a plan gives, named as checkout names them; the daily limits are told at checkout. */
type PlanQuantity = MembershipPackageDto['quantities'][number];
const isCredit = (quantity: PlanQuantity): quantity is PlanQuantity & { kind: 'QUANTITY_SILVER' | 'QUANTITY_GOLD' } =>
  quantity.kind === 'QUANTITY_SILVER' || quantity.kind === 'QUANTITY_GOLD';

/** The section's anchor (`/#plans`). */
const PLANS_SECTION_ID = 'plans';

export interface MembershipPlansProps {
  plans: readonly MembershipPackageDto[];
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
}

function Price({ amount, className, testId }: { amount: number; className?: string; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className} data-testid={testId}>
      {formatMoneyParts(amount, i18n.language).map((part, i) =>
        part.type === 'currency' ? (
          <span key={i} className={styles.currency}>
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
    </span>
  );
}

export function MembershipPlans({ plans, isLoading, hasError, onRetry }: MembershipPlansProps) {
  const { t, i18n } = useTranslation('home');
  const en = i18n.language === 'en';
  const loading = isLoading && plans.length === 0;
  return (
    <section id={PLANS_SECTION_ID} className={styles.section} aria-labelledby="home-membership-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-membership-title"
          eyebrow={t('membership.eyebrow')}
          title={t('membership.title')}
          subtitle={t('membership.subtitle')}
        />
        {loading && (
          <div className={styles.plans} aria-busy="true">
            <span className="visually-hidden">{t('membership.loading')}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className={`${styles.plan} ${styles.skeleton}`} aria-hidden="true" />
            ))}
          </div>
        )}
        {!loading && plans.length === 0 && hasError && (
          <Alert variant="warning" className={styles.error}>
            <span>{t('membership.error')}</span>{' '}
            <Button variant="link" size="small" onClick={onRetry}>
              {t('membership.retry')}
            </Button>
          </Alert>
        )}
        {plans.length > 0 && (
          <ul className={styles.plans}>
            {plans.map((plan) => {
              const nameId = `home-plan-${plan.id}`;
              const period = planPeriod(plan.durationDays);
              const saving = planSaving(plan.price, plan.originalPrice);
              return (
                <li
                  key={plan.id}
                  className={styles.plan}
                  data-highlighted={plan.highlighted || undefined}
                  aria-labelledby={nameId}
                >
                  {plan.highlighted && <p className={styles.badge}>{t('membership.popular')}</p>}
                  <h3 id={nameId} className={styles.name}>
                    {en ? plan.name.en : plan.name.vi}
                  </h3>
                  <p className={styles.description}>{en ? plan.description.en : plan.description.vi}</p>
                  <div className={styles.priceBlock}>
                    {saving !== null && plan.originalPrice !== null && (
                      <p className={styles.was}>
                        <span className="visually-hidden">{t('membership.originalPrice')}</span>
                        <s>
                          <Price amount={plan.originalPrice} />
                        </s>
                        <span className={styles.saving}>{t('membership.saving', { percent: saving })}</span>
                      </p>
                    )}
                    <p className={styles.price}>
                      <Price amount={plan.price} className={styles.amount} testId={`plan-price-${plan.code}`} />
                      <span className={styles.period}>
                        / {t(`membership.period.${period.unit}`, { count: period.count })}
                      </span>
                    </p>
                  </div>
                  <ul className={styles.benefits}>
                    {plan.quantities.filter(isCredit).map((quantity) => (
                      <li key={quantity.kind}>
                        <span className={styles.check} aria-hidden="true">
                          <IconCheck size={14} strokeWidth={3} />
                        </span>
                        <strong>{t(`membership.grant.${quantity.kind}`, { amount: quantity.amount })}</strong>
                      </li>
                    ))}
                    {plan.features.map((feature) => {
                      const text = en ? feature.en : feature.vi;
                      return (
                        <li key={text}>
                          <span className={styles.check} aria-hidden="true">
                            <IconCheck size={14} strokeWidth={3} />
                          </span>
                          {text}
                        </li>
                      );
                    })}
                  </ul>
                  <Button
                    href={paths.checkoutComboPlan(plan.code)}
                    variant={plan.highlighted ? 'filled' : 'outline'}
                    fullWidth
                    className={styles.cta}
                  >
                    {t('membership.cta')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
