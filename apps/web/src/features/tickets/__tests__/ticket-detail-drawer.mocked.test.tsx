import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/http/http';
import { intlLocale } from '../../../lib/i18n/format';
import { toastSuccess } from '../../../lib/toasts/toasts';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { TicketDetailDrawer } from '../components/ticket-detail-drawer';
import { MOMENT_FORMAT } from '../dates';
import { answer, verbs } from './api-mock';
import { renderWithApp, TICKET_ID, ticketDetail } from './render';

// The API and the toasts are the edges: what is sent, and what the person is told.
vi.mock('../../../lib/http/http', () => ({ api: { call: vi.fn() } }));
answer(vi.mocked(api.call));
vi.mock('../../../lib/toasts/toasts', () => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  toastInfo: vi.fn(),
}));

const { get, post, patch } = verbs;

function serve(ticket: TicketDetail) {
  get.mockImplementation(async (path: string) => {
    if (path === `/tickets/${ticket.id}`) return ticket;
    throw new Error(`unexpected GET ${path}`);
  });
}

async function openDrawer(ticket = ticketDetail(), lng: 'en' | 'ar' = 'en') {
  serve(ticket);
  const view = await renderWithApp(<TicketDetailDrawer ticketId={ticket.id} onClose={() => {}} />, { lng });
  await screen.findByRole('heading', { level: 2, name: ticket.subject });
  return view;
}

const conversation = (lng: 'en' | 'ar' = 'en') =>
  screen.getByRole('list', { name: (lng === 'en' ? en : ar).tickets.conversation.title });
const messages = () => within(conversation()).getAllByRole('listitem');
const answerBox = () => screen.getByRole('textbox', { name: new RegExp(en.tickets.reply.label) });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('the ticket drawer', () => {
  it('shows the conversation oldest first: the ticket message, the staff answer, the applicant again', async () => {
    const ticket = ticketDetail();
    await openDrawer(ticket);
    const items = messages();
    const bodies = [ticket.message, ticket.replies[0]!.body, ticket.replies[1]!.body];
    expect(items).toHaveLength(3);
    items.forEach((li, i) => {
      expect(within(li).getByText(bodies[i]!)).toBeTruthy();
    });
  });

  it('tells staff answers from the applicant’s: in words, by name, and on the other side', async () => {
    await openDrawer(ticketDetail());
    const [opening, staff, applicant] = messages();
    expect(opening!.textContent).toContain(`Layla Hassan · ${en.tickets.conversation.applicant}`);
    expect(opening!.textContent).toContain(en.tickets.conversation.opening);
    expect(staff!.textContent).toContain(`Omar Saleh · ${en.tickets.conversation.staff}`);
    expect(applicant!.textContent).toContain(`Layla Hassan · ${en.tickets.conversation.applicant}`);
    // Staff on the end side, the applicant on the start side (both follow the page's direction).
    expect(getComputedStyle(staff!).alignSelf).toBe('flex-end');
    expect(getComputedStyle(applicant!).alignSelf).toBe('flex-start');
    expect(getComputedStyle(opening!).alignSelf).toBe('flex-start');
  });

  it('names a deleted staff account instead of leaving the author blank', async () => {
    const ticket = ticketDetail();
    await openDrawer({ ...ticket, replies: [{ ...ticket.replies[0]!, staffName: null }] });
    expect(messages()[1]!.textContent).toContain(
      `${en.tickets.conversation.formerStaff} · ${en.tickets.conversation.staff}`,
    );
  });

  it('writes each time in the page language’s format, in Baghdad time', async () => {
    const ticket = ticketDetail();
    for (const lng of ['en', 'ar'] as const) {
      await openDrawer(ticket, lng);
      // On the agency's clock (no zone on the page: Baghdad), whatever the test process's zone.
      const format = new Intl.DateTimeFormat(intlLocale(lng, 'arab'), {
        ...MOMENT_FORMAT,
        timeZone: 'Asia/Baghdad',
      });
      const times = [...conversation(lng).querySelectorAll('time')];
      expect(times.map((time) => time.getAttribute('dateTime'))).toEqual([
        ticket.createdAt,
        ticket.replies[0]!.createdAt,
        ticket.replies[1]!.createdAt,
      ]);
      expect(times.map((time) => time.textContent)).toEqual(
        [ticket.createdAt, ticket.replies[0]!.createdAt, ticket.replies[1]!.createdAt].map((at) =>
          format.format(new Date(at)),
        ),
      );
      cleanup();
    }
  });

  it('links the e-mail address and the phone number', async () => {
    await openDrawer(ticketDetail());
    const contact = screen.getByRole('region', { name: en.tickets.sections.contact });
    expect(within(contact).getByRole('link', { name: 'layla@example.com' }).getAttribute('href')).toBe(
      'mailto:layla@example.com',
    );
    expect(within(contact).getByRole('link', { name: '+964 770 123 4567' }).getAttribute('href')).toBe(
      'tel:+9647701234567',
    );
  });
});

describe('the answer form', () => {
  it('sends nothing while the answer is empty or a single letter', async () => {
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: en.tickets.reply.send }));
    expect(await screen.findByText(en.validation.required)).toBeTruthy();
    fireEvent.change(answerBox(), { target: { value: '  k ' } });
    fireEvent.click(screen.getByRole('button', { name: en.tickets.reply.sendAndClose }));
    expect(await screen.findByText(en.tickets.reply.tooShort)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the trimmed answer, shows it in the conversation and empties the box', async () => {
    const ticket = ticketDetail();
    const body = 'The embassy usually answers within ten working days.';
    const answered = {
      ...ticket,
      replies: [
        ...ticket.replies,
        {
          id: 'a1a1a1a1-0000-4000-8000-000000000003',
          author: 'staff' as const,
          staffName: 'Omar Saleh',
          body,
          createdAt: '2026-03-02T11:00:00.000Z',
        },
      ],
    };
    post.mockResolvedValueOnce(answered);
    const { queryClient } = await openDrawer(ticket);
    const refreshed = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.change(answerBox(), { target: { value: `\n  ${body}  ` } });
    fireEvent.click(screen.getByRole('button', { name: en.tickets.reply.send }));

    await waitFor(() => expect(messages()).toHaveLength(4));
    expect(post).toHaveBeenCalledWith(`/tickets/${TICKET_ID}/replies`, { body });
    expect(messages()[3]!.textContent).toContain(body);
    expect((answerBox() as HTMLTextAreaElement).value).toBe('');
    expect(toastSuccess).toHaveBeenCalledWith('Answer sent to \u2068layla@example.com\u2069');
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['tickets', 'list'] });
  });

  it('answers and closes in one step with "Send and close"', async () => {
    const ticket = ticketDetail();
    post.mockResolvedValueOnce({ ...ticket, status: 'closed' });
    await openDrawer(ticket);
    fireEvent.change(answerBox(), { target: { value: 'Your visa was approved today.' } });
    fireEvent.click(screen.getByRole('button', { name: en.tickets.reply.sendAndClose }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/tickets/${TICKET_ID}/replies`, {
        body: 'Your visa was approved today.',
        status: 'closed',
      }),
    );
    // The header's live region says the new status.
    const live = screen.getByRole('status');
    await waitFor(() => expect(live.textContent).toBe(en.tickets.status.closed));
    // A closed ticket has nothing left to close.
    expect(screen.queryByRole('button', { name: en.tickets.reply.sendAndClose })).toBeNull();
  });

  it('keeps the text when sending fails, and claims no success', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    await openDrawer();
    fireEvent.change(answerBox(), { target: { value: 'Please send a clearer passport scan.' } });
    fireEvent.click(screen.getByRole('button', { name: en.tickets.reply.send }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.tickets.reply.send }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect((answerBox() as HTMLTextAreaElement).value).toBe('Please send a clearer passport scan.');
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});

describe('the status select', () => {
  it('patches the new status and refreshes the ticket and the list', async () => {
    const ticket = ticketDetail();
    const { replies: _, ...plain } = ticket;
    patch.mockResolvedValueOnce({ ...plain, status: 'closed' });
    const { queryClient } = await openDrawer(ticket);
    const refreshed = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: en.tickets.fields.status }));
    fireEvent.click(await screen.findByRole('option', { name: en.tickets.status.closed }));

    await waitFor(() => expect(patch).toHaveBeenCalledWith(`/tickets/${TICKET_ID}`, { status: 'closed' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('The ticket is now “Closed”'));
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['tickets', 'one', TICKET_ID] });
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['tickets', 'list'] });
    // The conversation stays on screen: the PATCH answer carries no replies.
    expect(messages()).toHaveLength(3);
  });
});
