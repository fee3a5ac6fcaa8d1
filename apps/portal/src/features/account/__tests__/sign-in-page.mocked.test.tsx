import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CaptchaSolution } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session/session';
import { account } from '../../../shared/i18n/en/account';
import SignInPage from '../sign-in-page';
import { apiError, renderAt, signedIn, stubFetch } from './harness';

// The proof of work needs Web Workers; here it is answered when the test says so.
let solve: (() => void) | undefined;
vi.mock('@visadesk/client/captcha', () => ({
  solveCaptcha: (challenge: CaptchaSolution['challenge']) =>
    new Promise<CaptchaSolution>((resolve) => {
      solve = () => resolve({ challenge, solution: { counter: 7, derivedKey: 'abcd' } });
    }),
}));

const challenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'aa',
    salt: 'bb',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'cc',
  },
  signature: 'dd',
};

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  solve = undefined;
});

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(account.fields.email), { target: { value: 'zainab@example.org' } });
  fireEvent.change(screen.getByLabelText(account.fields.password), { target: { value: 'Baghdad2026!' } });
  fireEvent.click(screen.getByRole('button', { name: account.signIn.submit }));
}

describe('sign-in page', () => {
  it('runs the captcha when the API asks for one, then sends the same attempt with it', async () => {
    const calls = stubFetch((call, n) => {
      if (call.url === '/api/captcha') return { status: 200, body: challenge };
      return n === 1 ? apiError(400, 'CAPTCHA_REQUIRED') : { status: 200, body: signedIn };
    });
    renderAt('/sign-in', '/sign-in', <SignInPage />);
    fillAndSubmit();

    expect(await screen.findByText(account.captcha.checking)).toBeTruthy();
    // The button stays busy while the check runs: no second attempt meanwhile.
    expect(screen.getByRole('button', { name: account.signIn.busy })).toHaveProperty('disabled', true);
    await waitFor(() => expect(solve).toBeDefined());
    await act(async () => solve?.());

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/applications'));
    const logins = calls.filter((c) => c.url === '/api/auth/loginUser');
    expect(logins).toHaveLength(2);
    expect(logins[0]?.body).toEqual({ email: 'zainab@example.org', password: 'Baghdad2026!' });
    expect(logins[1]?.body).toMatchObject({
      email: 'zainab@example.org',
      captcha: { challenge, solution: { counter: 7, derivedKey: 'abcd' } },
    });
    expect(getSession()?.accessToken).toBe('access');
  });

  it('says the credentials are wrong in its own words', async () => {
    stubFetch(() => apiError(401, 'BAD_CREDENTIALS', 'Credentials are not correct'));
    renderAt('/sign-in', '/sign-in', <SignInPage />);
    fillAndSubmit();
    expect(await screen.findByText(account.errors.badCredentials)).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it.each([
    ['//evil.example', '/applications'],
    ['https://evil.example', '/applications'],
    ['/\\evil.example', '/applications'],
    ['/account', '/account'],
    ['/ar/applications/VD-1?x=1', '/applications/VD-1?x=1'],
  ])('after signing in with next=%s goes to %s', async (next, where) => {
    stubFetch(() => ({ status: 200, body: signedIn }));
    renderAt(`/sign-in?next=${encodeURIComponent(next)}`, '/sign-in', <SignInPage />);
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(where));
  });

  it('shows errors next to the fields without calling the API', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt('/sign-in', '/sign-in', <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: account.signIn.submit }));
    expect(await screen.findByText(account.errors.email.required)).toBeTruthy();
    expect(screen.getByText(account.errors.password.required)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
