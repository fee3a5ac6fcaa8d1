import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session/session';
import { account as ar } from '../../../shared/i18n/ar/account';
import { account } from '../../../shared/i18n/en/account';
import VerifyEmailPage from '../verify-email-page';
import { apiError, renderAt, signedIn, stubFetch } from './harness';

const PATH = '/account/verify-email';
const TOKEN = 'v1.0123456789abcdefghijklmnopqrstuvwxyz';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function choose(password: string, again = password, t = account) {
  fireEvent.change(screen.getByLabelText(t.fields.password), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(t.fields.confirmPassword), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: t.verify.submit }));
}

describe('verify email page', () => {
  it('sends nothing until a password is chosen, then the token with it, and signs the new applicant in', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 200, body: signedIn }));
    renderAt(PATH, PATH, <VerifyEmailPage />);
    expect(screen.getByText(account.fields.passwordRule)).toBeTruthy();
    // Opening the link alone creates no account: the page waits for its holder's password.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(getSession()).toBeNull();

    choose('MyOwnPassword2026');
    expect(await screen.findByRole('heading', { name: account.verify.doneTitle })).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/auth/verify-email',
        method: 'POST',
        body: { token: TOKEN, password: 'MyOwnPassword2026' },
      },
    ]);
    expect(getSession()?.user.email).toBe(signedIn.user.email);
    expect(window.location.hash).toBe('');
  });

  it('checks the password rule and the repeat before sending, in Arabic on the Arabic page', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(PATH, PATH, <VerifyEmailPage />, 'ar');
    choose('onlyletters', 'onlyletters', ar);
    expect(await screen.findByText(ar.errors.newPassword.invalid_format)).toBeTruthy();
    choose('Baghdad2026', 'Baghdad2027', ar);
    expect(await screen.findByText(ar.errors.confirmPassword.custom)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends an address verified before to sign-in', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}x`);
    stubFetch(() => apiError(409, 'ALREADY_VERIFIED'));
    renderAt(PATH, PATH, <VerifyEmailPage />);
    choose('MyOwnPassword2026');
    expect(await screen.findByText(account.errors.alreadyVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: account.verify.signIn }).getAttribute('href')).toBe('/sign-in');
    expect(getSession()).toBeNull();
  });

  it('offers to register again when the link is refused or missing', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    stubFetch(() => apiError(400, 'TOKEN_INVALID'));
    renderAt(PATH, PATH, <VerifyEmailPage />);
    choose('MyOwnPassword2026');
    expect(await screen.findByText(account.errors.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: account.verify.registerAgain })).toBeTruthy();
    cleanup();

    window.history.replaceState(null, '', PATH);
    renderAt(PATH, PATH, <VerifyEmailPage />);
    expect(screen.getByText(account.errors.linkMissing)).toBeTruthy();
    expect(screen.queryByLabelText(account.fields.password)).toBeNull();
  });
});
