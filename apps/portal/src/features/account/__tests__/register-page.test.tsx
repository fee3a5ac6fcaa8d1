import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account as ar } from '../../../shared/i18n/ar/account';
import { account as en } from '../../../shared/i18n/en/account';
import RegisterPage from '../register-page';
import { renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('register page', () => {
  it('shows the errors in Arabic on the Arabic page, next to their fields', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt('/register', '/register', <RegisterPage />, 'ar');
    type(ar.fields.email, 'not-an-email');
    type(ar.fields.phone, '12');
    fireEvent.click(screen.getByRole('button', { name: ar.register.submit }));

    expect(await screen.findByText(ar.errors.fullName.required)).toBeTruthy();
    expect(screen.getByText(ar.errors.email.invalid)).toBeTruthy();
    expect(screen.getByText(ar.errors.phone.invalid)).toBeTruthy();
    // Tied to its field for screen readers, and no English zod message anywhere.
    const email = screen.getByLabelText(ar.fields.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      ar.errors.email.invalid,
    );
    expect(document.body.textContent).not.toMatch(/must|Invalid|Too small/);
    expect(calls).toHaveLength(0);
  });

  it('asks for no password: whoever opens the mailed link chooses it', () => {
    renderAt('/register', '/register', <RegisterPage />, 'en');
    expect(screen.queryByLabelText(en.fields.password)).toBeNull();
    expect(screen.queryByLabelText(en.fields.confirmPassword)).toBeNull();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByText(en.register.lead)).toBeTruthy();
  });

  it("sends the page's language and Arabic-Indic digits as ASCII, then says to check the mail", async () => {
    const calls = stubFetch(() => ({ status: 202, body: { status: 'verification_sent' } }));
    renderAt('/register', '/register', <RegisterPage />, 'ar');
    type(ar.fields.fullName, 'زينب علي');
    type(ar.fields.email, 'zainab@example.org');
    type(ar.fields.phone, '+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧');
    fireEvent.click(screen.getByRole('button', { name: ar.register.submit }));

    expect(await screen.findByRole('heading', { name: ar.register.sentTitle })).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/auth/registerUser',
        method: 'POST',
        body: {
          fullName: 'زينب علي',
          email: 'zainab@example.org',
          phone: '+964 770 123 4567',
          locale: 'ar',
        },
      },
    ]);
  });

  it('has the autocomplete and direction hints a phone keyboard and an RTL page need', () => {
    renderAt('/register', '/register', <RegisterPage />, 'en');
    const phone = screen.getByLabelText(en.fields.phone);
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText(en.fields.email).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(en.fields.fullName).getAttribute('autocomplete')).toBe('name');
  });
});
