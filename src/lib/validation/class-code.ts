import { JOIN_CLASS_QUERY_PARAM } from '@/config/constants';
import { env } from '@/config/env';
import { normalizePathname } from '@/config/paths';

/**
 * What a paste into the class-code field adds (spec §5): when the pasted text is a link to this
 * site's home page carrying the join-class parameter, only that parameter's value; otherwise the
 * pasted text as is. Either way it is appended to the current value.
 */
export function extractClassCodeFromPaste(
  pasted: string,
  currentValue: string,
  siteOrigin: string = env.siteUrl,
): string {
  return `${currentValue}${joinCodeFromLink(pasted, siteOrigin) ?? pasted}`;
}

function joinCodeFromLink(pasted: string, siteOrigin: string): string | null {
  let url: URL;
  let origin: string;
  try {
    url = new URL(pasted.trim());
    origin = new URL(siteOrigin).origin;
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // The home page, with or without a locale prefix ('/', '/en').
  if (normalizePathname(url.pathname) !== '/') return null;
  const code = url.searchParams.get(JOIN_CLASS_QUERY_PARAM);
  return code ? code : null;
}
