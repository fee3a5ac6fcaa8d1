import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../../lib/session/session';
import { PasswordChangeForm } from '../password-change-form';
import { renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function signIn() {
  startSession({
    user: {
      id: '00000000-0000-4000-8000-0000000000e1',
      fullName: 'Zainab Ali',
      email: 'zainab@example.org',
      phone: null,
      locale: 'en',
    },
    access_token: 'a',
    refresh_token: 'r',
  });
}

describe('Changing the password on the profile', () => {
  it('checks the fields with the API rules, then sends the current and the new password once', async () => {
    signIn();
    const calls = stubFetch(() => ({ status: 204 }));
    renderAt('/account', '/account', <PasswordChangeForm />);
    const submit = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();

    fill(/^Current password/, 'Old#password1');
    fill(/^New password/, 'short1');
    fireEvent.click(submit);
    expect(await screen.findByText('Use at least 10 characters.')).toBeTruthy();
    fill(/^New password/, 'New#password22');
    fill(/^Type the password again/, 'New#password23');
    fireEvent.click(submit);
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill(/^New password/, 'New#password22');
    fill(/^Type the password again/, 'New#password22');
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'Your password is changed. Other devices were signed out, and we emailed you a notice.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/Users/password',
        method: 'POST',
        body: { oldPassword: 'Old#password1', newPassword: 'New#password22' },
      },
    ]);
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong current password next to its field, in Arabic', async () => {
    signIn();
    stubFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: ['body.oldPassword: the current password is not correct'],
      },
    }));
    renderAt('/ar/account', '/ar/account', <PasswordChangeForm />, 'ar');
    fill(/^كلمة المرور الحالية/, 'Wrong#password1');
    fill(/^كلمة المرور الجديدة/, 'New#password22');
    fill(/^أعد كتابة كلمة المرور|^اكتب كلمة المرور مرة أخرى/, 'New#password22');
    fireEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await screen.findByText('هذه ليست كلمة المرور الحالية.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^كلمة المرور الحالية/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('status')?.textContent ?? '').not.toContain('تم تغيير');
  });
});
