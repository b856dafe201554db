import type { OtpSentData } from '@contract/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OtpStep } from '@/features/auth/components/otp-step';
import { rememberOtpSent } from '@/features/auth/utils/otp-timer';
import { ApiError } from '@/lib/api-client';
import { getStoredItem, STORAGE_KEYS } from '@/lib/session';
import { renderWithProviders, testI18n } from '../../test-utils';

const sent: OtpSentData = { destination: '091****333', expiresIn: 300, resendAfter: 60 };

function codeError(code: string) {
  return new ApiError({ status: 400, code, message: 'server words' });
}

function resendButton() {
  return screen.getByRole('button', { name: /Gửi lại mã/ });
}

// i18next is initialised once with real timers, before any test fakes them.
beforeAll(async () => {
  await testI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpStep', () => {
  it('shows where the code went and a labelled one-time-code input', async () => {
    await renderWithProviders(
      <OtpStep destination="091****333" expiresIn={300} onVerify={vi.fn()} onResend={vi.fn()} />,
    );
    expect(screen.getByText(/Mã gồm 6 chữ số đã được gửi tới/)).toHaveTextContent(
      'Mã gồm 6 chữ số đã được gửi tới 091****333. Mã có hiệu lực trong 5 phút.',
    );
    const input = screen.getByLabelText('Mã xác thực');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('keeps digits only, accepts a spaced paste, and asks for all six digits', async () => {
    const onVerify = vi.fn(() => Promise.resolve());
    await renderWithProviders(<OtpStep destination="x" onVerify={onVerify} onResend={vi.fn()} />);
    const input = screen.getByLabelText('Mã xác thực');
    await userEvent.type(input, '12a3');
    expect(input).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Vui lòng nhập đủ 6 chữ số của mã xác thực.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onVerify).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('987 654');
    expect(input).toHaveValue('987654');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(onVerify).toHaveBeenCalledWith('987654');
  });

  it.each([
    ['INVALID_OTP', 'Mã xác thực không đúng.'],
    ['OTP_EXPIRED', 'Mã xác thực đã hết hạn. Vui lòng gửi lại mã mới.'],
    ['OTP_ATTEMPTS_EXCEEDED', 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.'],
  ])('shows %s on the code field, translated', async (code, message) => {
    await renderWithProviders(
      <OtpStep destination="x" onVerify={() => Promise.reject(codeError(code))} onResend={vi.fn()} />,
    );
    const input = screen.getByLabelText('Mã xác thực');
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
  });

  it('shows other failures above the form', async () => {
    await renderWithProviders(
      <OtpStep
        destination="x"
        onVerify={() => Promise.reject(new ApiError({ status: null, code: 'NETWORK_ERROR', message: 'x' }))}
        onResend={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText('Mã xác thực'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
    );
    expect(screen.getByLabelText('Mã xác thực')).not.toHaveAttribute('aria-invalid');
  });

  it('locks resend during the stored countdown, keeps it across a remount, then allows it', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    rememberOtpSent(60, Date.now());
    const onResend = vi.fn(() => Promise.resolve({ ...sent, resendAfter: 90 }));

    const first = await renderWithProviders(
      <OtpStep destination="091****333" onVerify={vi.fn()} onResend={onResend} />,
    );
    expect(resendButton()).toHaveTextContent('Gửi lại mã sau 01:00');
    expect(resendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(15_000));
    expect(resendButton()).toHaveTextContent('Gửi lại mã sau 00:45');

    // A reload or a remount reads the same stored send time.
    first.unmount();
    await renderWithProviders(<OtpStep destination="091****333" onVerify={vi.fn()} onResend={onResend} />);
    expect(resendButton()).toHaveTextContent('Gửi lại mã sau 00:45');
    expect(resendButton()).toBeDisabled();
    fireEvent.click(resendButton());
    expect(onResend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(45_000));
    expect(resendButton()).toHaveTextContent(/^Gửi lại mã$/);
    expect(resendButton()).toBeEnabled();

    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    // The new countdown is the server's resendAfter, stored for the next reload.
    expect(resendButton()).toHaveTextContent('Gửi lại mã sau 01:30');
    expect(resendButton()).toBeDisabled();
    expect(getStoredItem(STORAGE_KEYS.otpTime)).toBe(String(Date.now()));
    expect(getStoredItem(STORAGE_KEYS.resendOtpSeconds)).toBe('90');
    expect(screen.getByText('Đã gửi mã mới tới 091****333.')).toBeInTheDocument();
  });

  it('counts down the wait a 429 asks for', async () => {
    const tooSoon = new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'x', retryAfter: 125 });
    await renderWithProviders(<OtpStep destination="x" onVerify={vi.fn()} onResend={() => Promise.reject(tooSoon)} />);
    await userEvent.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Gửi lại mã sau 02:05'));
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn đã thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.');
  });
});
