/**
 * Text helpers of spec §5, used to compare and search text typed in Vietnamese or English.
 */

/** 'Tiếng Việt đẹp' → 'Tieng Viet dep' (đ/Đ are letters of their own, not a d + mark). */
export function stripVietnameseDiacritics(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}

/** Every punctuation mark or symbol becomes a space: 'a,b-c!' → 'a b c '. */
export function punctuationToSpaces(value: string): string {
  return value.replace(/[\p{P}\p{S}]/gu, ' ');
}

/** Runs of whitespace become one space, and the ends are trimmed. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Line breaks (\r\n, \r, \n) and <br>, <br/>, <br /> tags (any case) become a space, so the
 * words on either side stay apart. Runs of spaces are left for collapseSpaces.
 */
export function removeLineBreaks(value: string): string {
  return value.replace(/\r\n|\r|\n/g, ' ').replace(/<br\s*\/?>/gi, ' ');
}

/** The whole chain, lower-cased: '  Tiếng<br/>VIỆT, lớp 6! ' → 'tieng viet lop 6'. */
export function normalizeSearchText(value: string): string {
  return collapseSpaces(punctuationToSpaces(stripVietnameseDiacritics(removeLineBreaks(value)).toLowerCase()));
}
