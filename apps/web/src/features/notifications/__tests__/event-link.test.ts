import { describe, expect, it } from 'vitest';
import { eventLink } from '../event-link';

const REQUEST = '11111111-2222-4333-8444-555555555555';
const TICKET = '7b0e4a1c-2f3d-4c5e-8a9b-0c1d2e3f4a5b';
const elsewhere = { pathname: '/dashboard', search: '' };

describe('eventLink', () => {
  it('opens a ticket event’s ticket over the tickets list, in the page’s language', () => {
    expect(eventLink({ requestId: null, ticketId: TICKET }, 'en', elsewhere)).toBe(
      `/tickets/list?ticket=${TICKET}`,
    );
    expect(eventLink({ requestId: null, ticketId: TICKET }, 'ar', elsewhere)).toBe(
      `/ar/tickets/list?ticket=${TICKET}`,
    );
  });

  it('opens a request event’s request over the requests list', () => {
    expect(eventLink({ requestId: REQUEST, ticketId: null }, 'en', elsewhere)).toBe(
      `/requests/list?request=${REQUEST}`,
    );
  });

  it('keeps the list’s filters when it is the list already shown, and only then', () => {
    const onTickets = { pathname: '/ar/tickets/list', search: '?status=open&page=2' };
    expect(eventLink({ requestId: null, ticketId: TICKET }, 'ar', onTickets)).toBe(
      `/ar/tickets/list?status=open&page=2&ticket=${TICKET}`,
    );
    expect(eventLink({ requestId: REQUEST, ticketId: null }, 'ar', onTickets)).toBe(
      `/ar/requests/list?request=${REQUEST}`,
    );
  });

  it('leads nowhere for events about neither', () => {
    expect(eventLink({ requestId: null, ticketId: null }, 'en', elsewhere)).toBeUndefined();
  });
});
