import { yupResolver } from '@hookform/resolvers/yup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  activationCodeSchema,
  useValidationMessage,
  type ActivationCodeFormValues,
  type ValidationMessageKey,
} from '@/lib/validation';
import { createTestI18n, renderWithProviders } from '../../test-utils';

/**
 * How a form shows schema errors: the message is a key, translated at render time — with
 * `t` of a translation that loads the validation namespace, or with useValidationMessage.
 */
function ActivationForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const tv = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActivationCodeFormValues>({ resolver: yupResolver(activationCodeSchema) });
  const message = errors.code?.message;
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <label htmlFor="code">code</label>
      <input id="code" aria-describedby="code-error" {...register('code')} />
      {message && (
        <p id="code-error" data-testid="code-error">
          {t(message as ValidationMessageKey)}
        </p>
      )}
      <p data-testid="via-hook">{tv(message)}</p>
      <button type="submit">go</button>
    </form>
  );
}

describe('validation messages in a form', () => {
  it('shows the Vietnamese message by default', async () => {
    await renderWithProviders(<ActivationForm />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByTestId('code-error')).toHaveTextContent('Mã kích hoạt không được để trống.');
    expect(screen.getByTestId('via-hook')).toHaveTextContent('Mã kích hoạt không được để trống.');
  });

  it('shows the exact English message of the spec in English', async () => {
    await renderWithProviders(<ActivationForm />, { i18n: await createTestI18n('en') });
    await userEvent.type(screen.getByLabelText('code'), ' ABC');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByTestId('code-error')).toHaveTextContent(
      'Activation code must not begin and end with a blank space',
    );
    expect(screen.getByTestId('via-hook')).toHaveTextContent(
      'Activation code must not begin and end with a blank space',
    );
  });
});
