import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MEMBERSHIP_PLANS } from '../data';
import { formatVndParts } from '../utils/format-vnd';
import { IconCheck } from './home-icons';
import styles from './membership-teaser.module.scss';
import { SectionHeading } from './section-heading';

export function MembershipTeaser() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-membership-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-membership-title"
          eyebrow={t('membership.eyebrow')}
          title={t('membership.title')}
          subtitle={t('membership.subtitle')}
        />
        <ul className={styles.plans}>
          {MEMBERSHIP_PLANS.map((plan) => {
            const nameId = `home-plan-${plan.key}`;
            const benefits = t(`membership.plans.${plan.key}.benefits`, { returnObjects: true });
            return (
              <li
                key={plan.key}
                className={styles.plan}
                data-highlighted={plan.highlighted || undefined}
                aria-labelledby={nameId}
              >
                {plan.highlighted && <p className={styles.badge}>{t('membership.popular')}</p>}
                <h3 id={nameId} className={styles.name}>
                  {t(`membership.plans.${plan.key}.name`)}
                </h3>
                <p className={styles.description}>{t(`membership.plans.${plan.key}.description`)}</p>
                <p className={styles.price}>
                  <span className={styles.amount} data-testid={`plan-price-${plan.key}`}>
                    {formatVndParts(plan.price).map((part, i) =>
                      part.type === 'currency' ? (
                        <span key={i} className={styles.currency}>
                          {part.value}
                        </span>
                      ) : (
                        part.value
                      ),
                    )}
                  </span>
                  <span className={styles.period}>/ {t(`membership.plans.${plan.key}.period`)}</span>
                </p>
                <ul className={styles.benefits}>
                  {(Array.isArray(benefits) ? benefits : []).map((benefit) => (
                    <li key={benefit}>
                      <span className={styles.check} aria-hidden="true">
                        <IconCheck size={14} strokeWidth={3} />
                      </span>
                      {benefit}
                    </li>
                  ))}
                </ul>
                <Button
                  href={paths.register}
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
      </div>
    </section>
  );
}
