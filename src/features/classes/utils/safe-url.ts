/**
 * A teacher's link is opened only when it is an absolute http(s) URL: never `javascript:`,
 * `data:` or anything else a browser would run or render in the site's name.
 */
export function safeExternalUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
