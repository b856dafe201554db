/**
 * Spec §3: the displayed name splits into the last word (the given name in Vietnamese order,
 * shown emphasised) and the rest.
 */
export interface DisplayNameParts {
  rest: string;
  last: string;
}

export function splitDisplayName(fullName: string | null | undefined): DisplayNameParts {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const last = words.pop() ?? '';
  return { rest: words.join(' '), last };
}
