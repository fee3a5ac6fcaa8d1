import { describe, expect, it } from 'vitest';
import { conversationOf } from '../conversation';
import { ticketDetail } from './render';

describe('conversationOf', () => {
  it('opens with the ticket message, then every reply oldest first', () => {
    const ticket = ticketDetail();
    const [first, ...rest] = conversationOf({ ...ticket, replies: [...ticket.replies].reverse() });
    expect(first).toMatchObject({ author: 'applicant', body: ticket.message, opening: true });
    expect(rest.map((m) => m.body)).toEqual(ticket.replies.map((r) => r.body));
    expect(rest.every((m) => !m.opening)).toBe(true);
  });

  it('keeps the order the API gave to messages written in the same moment', () => {
    const at = '2026-03-05T09:00:00.000Z';
    const ticket = ticketDetail({
      replies: ['first', 'second', 'third'].map((body, i) => ({
        id: `b0000000-0000-4000-8000-00000000000${i}`,
        author: 'staff' as const,
        staffName: 'Omar Saleh',
        body,
        createdAt: at,
      })),
    });
    expect(conversationOf(ticket).map((m) => m.body)).toEqual([ticket.message, 'first', 'second', 'third']);
  });
});
