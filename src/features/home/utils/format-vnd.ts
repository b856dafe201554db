// Prices are always in đồng, so the grouping stays Vietnamese whatever the interface language.
const vnd = new Intl.NumberFormat('vi-VN', {
  style: 'currency',
  currency: 'VND',
  maximumFractionDigits: 0,
});

/**
 * A VND amount as Vietnamese readers expect it ("200.000 ₫"), split so the currency sign can be
 * styled apart from the number; joined, the parts are exactly Intl's text.
 */
export function formatVndParts(amount: number): { type: 'number' | 'currency'; value: string }[] {
  return vnd.formatToParts(amount).map((part) => ({
    type: part.type === 'currency' ? 'currency' : 'number',
    value: part.value,
  }));
}
