import { useTranslation } from 'next-i18next/pages';
import { parseUserAgent } from './parse-user-agent';

/**
 * "Chrome on Windows", or the translated "unknown browser", for a session's user agent. Needs
 * the `account` namespace on the page.
 */
export function useDescribeDevice() {
  const { t } = useTranslation('account');
  return ({ userAgent }: { userAgent: string | null }) => {
    const { browser, os } = parseUserAgent(userAgent);
    const browserName = browser ? t(`userAgent.browsers.${browser}`) : t('userAgent.unknownBrowser');
    return os ? t('userAgent.browserOnOs', { browser: browserName, os: t(`userAgent.os.${os}`) }) : browserName;
  };
}
