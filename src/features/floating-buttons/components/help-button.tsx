import { APP_SETTING_IDS } from '@contract/catalogue-paths';
import { useTranslation } from 'next-i18next/pages';
import { IconHelp } from '@/components/ui/icons';
import { env } from '@/config/env';
import { useAppSetting } from '@/lib/catalogue/api/app-settings';
import { userManualHref } from '../utils/user-manual';
import { FloatingButton } from './floating-button';

/** Opens the user manual of this edition, in the interface language, in a new tab. */
export function HelpButton() {
  const { t, i18n } = useTranslation('common');
  const { data: setting } = useAppSetting(APP_SETTING_IDS.USER_MANUAL);
  const href = userManualHref(setting?.value, {
    edition: env.siteEdition,
    locale: i18n.language,
    fallback: env.userManualUrl,
  });
  return (
    <FloatingButton
      href={href}
      newTab
      newTabHint={t('floatingButtons.newTab')}
      label={t('floatingButtons.help')}
      icon={<IconHelp size={24} />}
      tone="primary"
    />
  );
}
