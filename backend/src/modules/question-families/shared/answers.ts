/** Reading a learner's answer, whose shape is not trusted: a wrong shape reads as nothing. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(answer: unknown, key: string): string | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  return typeof value === 'string' ? value : null;
}

export function stringArrayField(answer: unknown, key: string): string[] | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
}

export function stringMapField(answer: unknown, key: string): Record<string, string> | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([, item]) => typeof item === 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}
