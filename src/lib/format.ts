/**
 * One locale-aware formatter for what the learner reads as numbers: scores, percentages,
 * durations, clocks and money. Screens never build these strings by hand.
 */

/** h:mm:ss or mm:ss (a countdown; the same in every language). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The Intl locale of an interface language (vi unless English). */
function intlLocale(language: string | undefined): string {
  return language?.startsWith('en') ? 'en-US' : 'vi-VN';
}

/** 0.5 → "0,5" in vi, "0.5" in en (scores keep up to two decimals). */
export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/** Translates `common:duration.*` (a `t` bound to the common namespace). */
type DurationT = (
  key: 'duration.hours' | 'duration.minutes' | 'duration.seconds',
  options: { count: number },
) => string;

/** 3 → "3 giây", 125 → "2 phút 5 giây": units that are zero are left out (never "0 phút 3 giây"). */
export function formatDuration(totalSeconds: number, t: DurationT): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  if (hours > 0) parts.push(t('duration.hours', { count: hours }));
  if (minutes > 0) parts.push(t('duration.minutes', { count: minutes }));
  if (seconds > 0 || parts.length === 0) parts.push(t('duration.seconds', { count: seconds }));
  return parts.join(' ');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Prices are in đồng; the grouping and the sign's place follow the interface language. */
function moneyFormat(language: string | undefined): Intl.NumberFormat {
  const locale = intlLocale(language);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    moneyFormats.set(locale, format);
  }
  return format;
}

/** 200000 → "200.000 ₫" in vi, "₫200,000" in en. */
export function formatMoney(amount: number, language: string | undefined): string {
  return moneyFormat(language).format(amount);
}

/**
 * The same text split so the currency sign can be styled apart from the number; joined, the
 * parts are exactly `formatMoney`'s text.
 */
export function formatMoneyParts(
  amount: number,
  language: string | undefined,
): { type: 'number' | 'currency'; value: string }[] {
  return moneyFormat(language)
    .formatToParts(amount)
    .map((part) => ({ type: part.type === 'currency' ? 'currency' : 'number', value: part.value }));
}
