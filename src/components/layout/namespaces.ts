/**
 * Namespaces every page needs for the shared frame (header, footer, metadata), the shared
 * controls it renders and the join-class form the floating stack opens anywhere (its field
 * messages are in `validation`). Pages add their own: `[...LAYOUT_NAMESPACES, 'home']`.
 */
export const LAYOUT_NAMESPACES = ['common', 'controls', 'join-class', 'validation'] as const;
