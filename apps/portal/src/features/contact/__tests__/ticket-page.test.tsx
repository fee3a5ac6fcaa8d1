import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../../lib/session/session';
import { renderAt, stubFetch } from '../../follow/__tests__/harness';
import TicketPage from '../ticket-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000e1';
const detail = {
  id: ID,
  subject: 'Travel date',
  message: 'Can I move my travel date by a week?',
  requestReference: 'VD-2026-000011',
  status: 'in-progress',
  lastReplyBy: 'staff',
  createdAt: '2026-03-04T09:00:00.000Z',
  updatedAt: '2026-03-04T11:00:00.000Z',
  replies: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      author: 'staff',
      body: 'Yes: send us the new flight ticket.',
      createdAt: '2026-03-04T11:00:00.000Z',
    },
  ],
};

function signIn() {
  startSession({
    user: { id: ID, fullName: 'Zainab Ali', email: 'zainab@example.org', phone: null, locale: 'en' },
    access_token: 'a',
    refresh_token: 'r',
  });
}

describe("A ticket's conversation", () => {
  it('shows the message and the answers in order, and writes back once per press', async () => {
    signIn();
    const reply = {
      id: '00000000-0000-4000-8000-0000000000f2',
      author: 'applicant',
      body: 'Here it is.',
      createdAt: '2026-03-04T12:00:00.000Z',
    };
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              ...detail,
              status: 'open',
              lastReplyBy: 'applicant',
              replies: [...detail.replies, reply],
            },
          }
        : { status: 200, body: detail },
    );
    renderAt(`/contact/tickets/${ID}`, '/contact/tickets/:id', <TicketPage />);
    await screen.findByRole('heading', { level: 1, name: 'Travel date' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['You', 'VisaDesk team']);
    expect(items[0]!.textContent).toContain(detail.message);
    expect(items[1]!.textContent).toContain('Yes: send us the new flight ticket.');
    expect(screen.getByText('Being handled')).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await screen.findByText('Write your answer first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your answer/), { target: { value: 'x' } });
    fireEvent.click(send);
    expect(await screen.findByText('Write at least 2 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));

    fireEvent.change(screen.getByLabelText(/^Your answer/), { target: { value: 'Here it is.' } });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Sent. We will answer here and by email.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: `/api/applicant/tickets/${ID}/replies`, method: 'POST', body: { body: 'Here it is.' } },
    ]);
    expect(screen.getByText('Received')).toBeTruthy();
    expect((screen.getByLabelText(/^Your answer/) as HTMLTextAreaElement).value).toBe('');
  });

  it('in Arabic, says a closed conversation opens again, and a ticket not theirs is not found', async () => {
    signIn();
    stubFetch(() => ({ status: 200, body: { ...detail, status: 'closed' } }));
    renderAt(`/ar/contact/tickets/${ID}`, '/ar/contact/tickets/:id', <TicketPage />, 'ar');
    expect(await screen.findByText('هذه المحادثة مغلقة، والرد عليها يعيد فتحها.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('فريق VisaDesk');
    cleanup();
    vi.unstubAllGlobals();

    stubFetch(() => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' },
    }));
    renderAt(`/contact/tickets/${ID}`, '/contact/tickets/:id', <TicketPage />);
    expect(
      await screen.findByText('This message was not found. It may belong to another account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
