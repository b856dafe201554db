/** A query parameter that must be one positive integer (ids); anything else is null. */
export function positiveIntParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

/** A query parameter that must be one short code (plan and package codes); anything else is null. */
export function codeParam(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(value)) return null;
  return value;
}
