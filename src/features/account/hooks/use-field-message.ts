/**
 * Translates a form error message: schema messages are `validation:` keys, server errors were
 * already translated when they were set on the field.
 */
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { isValidationMessageKey, type ValidationKeyPath } from '../schemas/messages';

const PREFIX = 'validation:';

export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!isValidationMessageKey(message)) return message;
      return t(message.slice(PREFIX.length) as ValidationKeyPath);
    },
    [t],
  );
}
