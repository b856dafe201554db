/**
 * The pages local providers serve in a real provider's place (the payment gateway, Zalo's linking
 * page): plain, self-contained HTML without scripts, in Vietnamese or English. Every value put
 * into them is escaped.
 */

export type PageLang = 'vi' | 'en';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The hidden fields a provider's form posts back. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
}

export interface ProviderPageInput {
  lang: PageLang;
  /** Already escaped. */
  title: string;
  /** The provider's name in the bar at the top. */
  brand: string;
  /** The provider's colour (bar, main button). */
  accent: string;
  background: string;
  /** Width of the content column, in pixels. */
  width: number;
  /** Rules of this page, after the shared ones. */
  css: string;
  /** The content of <main>, already escaped. */
  body: string;
}

export function renderProviderPage(input: ProviderPageInput): string {
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${input.title}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${input.background};color:#1c2430}
  header{background:${input.accent};color:#fff;padding:16px 24px;font-weight:800;font-size:20px;letter-spacing:.02em}
  main{max-width:${input.width}px;margin:24px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px;margin-bottom:16px}
  button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
  .note{color:#5b6675;font-size:14px}
  ${input.css.trim()}
</style>
</head>
<body>
<header>${escapeHtml(input.brand)}</header>
<main>
  ${input.body.trim()}
</main>
</body>
</html>`;
}

/** A provider's page that only says what went wrong (a bad or expired link). */
export function renderProviderError(lang: PageLang, message: Record<PageLang, string>, width: number): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message[lang])}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f9;color:#1c2430}main{max-width:${width}px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}</style>
</head><body><main><h1>${escapeHtml(message[lang])}</h1></main></body></html>`;
}
