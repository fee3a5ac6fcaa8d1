import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../../lib/session/session';
import { group, page, renderAt, stubFetch } from '../../follow/__tests__/harness';
import ContactPage from '../contact-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const ticket = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Zainab Ali',
  email: 'zainab@example.org',
  phone: null,
  subject: 'Travel date',
  message: 'Can I move my travel date by a week?',
  requestReference: null,
  status: 'open',
  userId: null,
  createdAt: '2026-03-04T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
};

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Contact', () => {
  it('needs contact details when signed out, in the page language', async () => {
    const calls = stubFetch(() => ({ status: 201, body: ticket }));
    renderAt('/contact', '/contact', <ContactPage />, 'ar');
    fill('الموضوع', 'موعد السفر');
    fill(/^الرسالة/, 'هل يمكنني تأجيل موعد السفر أسبوعًا؟');
    fireEvent.click(screen.getByRole('button', { name: 'أرسل' }));
    expect(await screen.findAllByText('املأ هذا الحقل.')).toHaveLength(2);
    expect(screen.getByLabelText('اسمك').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    fill('اسمك', 'زينب علي');
    fill('البريد الإلكتروني', 'zainab@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'أرسل' }));
    expect(await screen.findByText(ticket.id)).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/ticket',
        method: 'POST',
        body: {
          name: 'زينب علي',
          email: 'zainab@example.org',
          subject: 'موعد السفر',
          message: 'هل يمكنني تأجيل موعد السفر أسبوعًا؟',
          locale: 'ar',
        },
      },
    ]);
  });

  it('signed in: details from the account, a request to pick, and the tickets with their status', async () => {
    // React's warnings (duplicate keys among the page's parts) are bugs of the page, not noise.
    const warnings = vi.spyOn(console, 'error');
    startSession({
      user: { id: ticket.id, fullName: 'Zainab Ali', email: 'zainab@example.org', phone: null, locale: 'en' },
      access_token: 'a',
      refresh_token: 'r',
    });
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/applicant/groups')) return { status: 200, body: page([group()]) };
      if (call.url.startsWith('/api/applicant/tickets'))
        return {
          status: 200,
          body: page([
            { ...ticket, status: 'in-progress', requestReference: 'VD-2026-000011', lastReplyBy: 'staff' },
          ]),
        };
      return { status: 201, body: ticket };
    });
    renderAt('/contact', '/contact', <ContactPage />);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Zainab Ali');
    const mine = (await screen.findByRole('heading', { name: 'Travel date' })).closest('li')!;
    expect(within(mine).getByText('Being handled')).toBeTruthy();
    expect(mine.textContent).toContain('VD-2026-000011');
    // An answer from staff is flagged, and the subject opens the conversation.
    expect(within(mine).getByText('We answered')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Travel date' }).getAttribute('href')).toBe(
      `/contact/tickets/${ticket.id}`,
    );

    await screen.findByRole('option', { name: 'VD-2026-000011 · Zainab Ali' });
    fireEvent.change(screen.getByLabelText(/About an application/), { target: { value: 'VD-2026-000011' } });
    fill('Subject', 'Passport scan');
    fill(/^Message/, 'I uploaded a sharper scan of the passport.');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your message.' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Zainab Ali',
      email: 'zainab@example.org',
      subject: 'Passport scan',
      message: 'I uploaded a sharper scan of the passport.',
      requestReference: 'VD-2026-000011',
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Open this conversation' }).getAttribute('href')).toBe(
      `/contact/tickets/${ticket.id}`,
    );
    expect(warnings.mock.calls.map((c) => String(c[0])).filter((m) => /same key/.test(m))).toEqual([]);
    warnings.mockRestore();
  });
});
