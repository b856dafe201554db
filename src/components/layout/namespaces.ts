/**
 * Namespaces every page needs for the shared frame (header, footer, metadata) and the shared
 * controls it renders. Pages add their own: `[...LAYOUT_NAMESPACES, 'home']`.
 */
export const LAYOUT_NAMESPACES = ['common', 'controls'] as const;
