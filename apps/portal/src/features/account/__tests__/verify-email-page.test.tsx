import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session/session';
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

describe('verify email page', () => {
  it('sends the token from the fragment once and signs the new applicant in', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}`);
    const calls = stubFetch(() => ({ status: 200, body: signedIn }));
    renderAt(PATH, PATH, <VerifyEmailPage />);
    expect(await screen.findByRole('heading', { name: account.verify.doneTitle })).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/auth/verify-email', method: 'POST', body: { token: TOKEN } }]);
    expect(getSession()?.user.email).toBe(signedIn.user.email);
    expect(window.location.hash).toBe('');
  });

  it('sends an address verified before to sign-in', async () => {
    window.history.replaceState(null, '', `${PATH}#token=${TOKEN}x`);
    stubFetch(() => apiError(409, 'ALREADY_VERIFIED'));
    renderAt(PATH, PATH, <VerifyEmailPage />);
    expect(await screen.findByText(account.errors.alreadyVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: account.verify.signIn }).getAttribute('href')).toBe('/sign-in');
    expect(getSession()).toBeNull();
  });
});
