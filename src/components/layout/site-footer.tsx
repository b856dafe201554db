import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { INFO_PAGE_SLUGS, paths, type InfoPageSlug } from '@/config/paths';
import { BrandLogo } from './brand-logo';
import { BRAND } from './brand';
import { IconMail } from './layout-icons';
import { MAIN_NAV_ITEMS } from './nav-items';
import styles from './site-footer.module.scss';

type FooterInfoKey = 'aboutUs' | 'userGuide' | 'shoppingGuide' | 'paymentPolicy' | 'feedbackPolicy' | 'securityPolicy';

const INFO_LINK_KEYS: Record<InfoPageSlug, FooterInfoKey> = {
  'about-us': 'aboutUs',
  'user-guide': 'userGuide',
  'shopping-guide': 'shoppingGuide',
  'payment-policy': 'paymentPolicy',
  'feedback-policy': 'feedbackPolicy',
  'security-policy': 'securityPolicy',
};

export function SiteFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();

  // The header's sections, less home: one list, so the footer never links a page the header lacks.
  // Then the partners' tests, which are open to guests although the practice hub asks them to sign in.
  const practiceLinks = [
    ...MAIN_NAV_ITEMS.filter((item) => item.key !== 'home').map((item) => ({
      href: item.href,
      label: t(`nav.${item.key}`),
    })),
    { href: paths.thirdPartyPracticeTests, label: t('footer.links.thirdParty') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <AppLink href={paths.home} className={styles.brandLink} aria-label={t('brand.homeLink')}>
            <BrandLogo tone="inverse" />
          </AppLink>
          <p className={styles.blurb}>{t('brand.blurb')}</p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-info-heading">
          <h2 id="footer-info-heading" className={styles.heading}>
            {t('footer.infoHeading')}
          </h2>
          <ul className={styles.links}>
            {INFO_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <AppLink href={paths.infoPage(slug)} className={styles.link}>
                  {t(`footer.links.${INFO_LINK_KEYS[slug]}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-practice-heading">
          <h2 id="footer-practice-heading" className={styles.heading}>
            {t('footer.practiceHeading')}
          </h2>
          <ul className={styles.links}>
            {practiceLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={styles.link}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className={styles.heading}>
            {t('footer.contactHeading')}
          </h2>
          <p className={styles.contactText}>{t('footer.contactText')}</p>
          <a href={`mailto:${BRAND.supportEmail}`} className={styles.email}>
            <IconMail size={18} />
            <span>
              <span className="visually-hidden">{t('footer.emailLabel')}: </span>
              {BRAND.supportEmail}
            </span>
          </a>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          {/* The year comes from the clock; a static page built in December may hydrate in January. */}
          <p suppressHydrationWarning>{t('footer.copyright', { year })}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </div>
    </footer>
  );
}
