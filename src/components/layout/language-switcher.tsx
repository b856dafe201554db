import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { IconCheck, IconChevronDown, IconGlobe } from '@/components/ui/icons';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants';
import styles from './language-switcher.module.scss';
import { useMenuButton } from './use-menu-button';

export interface LanguageSwitcherProps {
  /** `menu`: a compact "VI ▾" menu button (header); `inline`: both languages side by side (drawer). */
  variant?: 'menu' | 'inline';
  /** Called after a language was picked, e.g. to close the mobile drawer. */
  onSwitch?: () => void;
}

function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

export function LanguageSwitcher({ variant = 'menu', onSwitch }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const router = useRouter();
  const { open, close, rootRef, buttonRef, menuRef, buttonId, menuId, onButtonClick, onButtonKeyDown, onMenuKeyDown } =
    useMenuButton();
  const current: Locale = isLocale(router.locale)
    ? router.locale
    : isLocale(i18n.language)
      ? i18n.language
      : DEFAULT_LOCALE;

  const switchTo = (locale: Locale) => {
    close(true);
    onSwitch?.();
    if (locale === current) return;
    // Same page, same query: only the locale prefix changes.
    void router.push(router.asPath, router.asPath, { locale });
  };

  if (variant === 'inline') {
    return (
      <div className={styles.inline} role="group" aria-label={t('language.label')}>
        <IconGlobe size={18} className={styles.inlineIcon} />
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className={styles.inlineOption}
            aria-pressed={locale === current}
            onClick={() => switchTo(locale)}
          >
            {t(`language.${locale}`)}
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={styles.button}
        aria-label={t('language.button', { language: t(`language.${current}`) })}
      >
        <IconGlobe size={18} />
        <span className={styles.code} aria-hidden="true">
          {t(`language.short.${current}`)}
        </span>
        <IconChevronDown size={16} className={styles.chevron} data-open={open || undefined} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={styles.menu}
        >
          {LOCALES.map((locale) => (
            <li key={locale} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={locale === current}
                lang={locale}
                tabIndex={-1}
                className={styles.item}
                onClick={() => switchTo(locale)}
              >
                <span className={styles.itemCode} aria-hidden="true">
                  {t(`language.short.${locale}`)}
                </span>
                <span className={styles.itemLabel}>{t(`language.${locale}`)}</span>
                {locale === current && <IconCheck size={16} className={styles.check} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
