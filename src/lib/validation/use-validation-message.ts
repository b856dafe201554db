/**
 * Translates a schema error message. Schemas carry `validation:` keys (see messages.ts);
 * anything else (a server message already in words) is shown as it is.
 *
 *   const tv = useValidationMessage();
 *   <TextInput error={tv(errors.code?.message)} … />
 */
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { isValidationMessageKey, type ValidationKeyPath } from './messages';

const PREFIX = 'validation:';

export function useValidationMessage(): (message: string | undefined) => string | undefined {
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
