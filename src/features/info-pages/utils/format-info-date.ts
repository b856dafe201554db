/** A calendar date (YYYY-MM-DD) in the reader's language, e.g. "20 tháng 11, 2026". */
export function formatInfoDate(isoDate: string, locale: string): string {
  // UTC on both sides so the server-rendered and hydrated text never differ by a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
