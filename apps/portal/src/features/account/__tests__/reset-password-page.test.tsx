import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../../shared/i18n/en/account';
import ResetPasswordPage from '../reset-password-page';
import { apiError, renderAt, stubFetch } from './harness';

const TOKEN = 'v1.abcdefghijklmnopqrstuvwxyz0123456789-_';
const PATH = '/account/reset-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function submit(password: string, again = password) {
  fireEvent.change(screen.getByLabelText(account.fields.newPassword), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(account.fields.confirmPassword), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: account.reset.submit }));
}

describe('reset password page', () => {
  it("sends the token from the link's fragment with the new password, then drops it from the address", async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 200, body: { status: 'password_reset' } }));
    renderAt(PATH, PATH, <ResetPasswordPage />);
    submit('NewPassword2026');

    expect(await screen.findByRole('heading', { name: account.reset.doneTitle })).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/auth/reset-password',
        method: 'POST',
        body: { token: TOKEN, password: 'NewPassword2026' },
      },
    ]);
    expect(window.location.hash).toBe('');
  });

  it('shows the password rule up front and a weak password inline', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(PATH, PATH, <ResetPasswordPage />);
    expect(screen.getByText(account.fields.passwordRule)).toBeTruthy();
    submit('onlyletters');
    expect(await screen.findByText(account.errors.newPassword.invalid_format)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's refusal of the password next to the field", async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    stubFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_ERROR', message: ['body.password: must contain a digit'] },
    }));
    renderAt(PATH, PATH, <ResetPasswordPage />);
    submit('NewPassword2026');
    expect(await screen.findByText(account.errors.newPassword.invalid)).toBeTruthy();
  });

  it('offers a new link when the token is refused or missing', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    stubFetch(() => apiError(400, 'TOKEN_INVALID'));
    renderAt(PATH, PATH, <ResetPasswordPage />);
    submit('NewPassword2026');
    expect(await screen.findByText(account.errors.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: account.reset.askAgain })).toBeTruthy();
    cleanup();

    window.history.replaceState(null, '', PATH);
    renderAt(PATH, PATH, <ResetPasswordPage />);
    expect(screen.getByText(account.errors.linkMissing)).toBeTruthy();
  });
});
