/**
 * Validation messages are i18n keys of the `validation` namespace, not text: a schema stays
 * language-free and a form translates what it gets, e.g.
 *
 *   const { t } = useTranslation(['auth', 'validation']);
 *   <TextInput error={errors.code?.message && t(errors.code.message as ValidationMessageKey)} />
 *
 * `vm('phone.invalid')` only compiles for keys present in locales/vi/validation.json.
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
