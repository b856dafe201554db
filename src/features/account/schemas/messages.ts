/**
 * Validation messages are keys of the `validation` namespace (the same keys the auth schemas
 * use), so a schema stays language-free and the form translates what it gets.
 */
import type validation from '@locales/vi/validation.json';

type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];

export type ValidationKeyPath = KeyPaths<typeof validation>;
export type ValidationMessageKey = `validation:${ValidationKeyPath}`;

export function vm<K extends ValidationKeyPath>(key: K): `validation:${K}` {
  return `validation:${key}`;
}

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && value.startsWith('validation:');
}
