/**
 * Browser and operating system named in a user-agent string, for the sessions list. Only the
 * families people recognise; anything else is null and the page says "unknown". The results are
 * ids: the page shows them through the `account:userAgent.*` translations.
 *
 * Order matters: browsers built on Chromium also say "Chrome" and "Safari", and iPads and
 * iPhones also say "Mac OS X", so the more specific names are tested first.
 */
export const BROWSERS = ['CocCoc', 'Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'] as const;
type BrowserName = (typeof BROWSERS)[number];

export const OPERATING_SYSTEMS = ['Windows', 'iOS', 'Android', 'macOS', 'Linux'] as const;
type OsName = (typeof OPERATING_SYSTEMS)[number];

export interface ParsedUserAgent {
  browser: BrowserName | null;
  os: OsName | null;
}

const BROWSER_RULES: readonly [BrowserName, RegExp][] = [
  ['CocCoc', /coc_coc_browser|CocCoc/i],
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOPT\/|\bOPiOS\/|\bOpera\b/],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//],
];

const OS_RULES: readonly [OsName, RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\biPhone\b|\biPad\b|\biPod\b|\biOS\b/],
  ['Android', /\bAndroid\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function firstMatch<T>(rules: readonly [T, RegExp][], userAgent: string): T | null {
  for (const [name, pattern] of rules) {
    if (pattern.test(userAgent)) return name;
  }
  return null;
}

export function parseUserAgent(userAgent: string | null | undefined): ParsedUserAgent {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { browser: null, os: null };
  return { browser: firstMatch(BROWSER_RULES, ua), os: firstMatch(OS_RULES, ua) };
}
