import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/http/http';
import en from '../../../locales/en.json';
import type { Ticket } from '../api/get-tickets';
import { TicketsListPage } from '../pages/tickets-list-page';
import { answer, verbs } from './api-mock';
import { renderWithApp, TICKET_ID, ticketDetail } from './render';

vi.mock('../../../lib/http/http', () => ({ api: { call: vi.fn() } }));
answer(vi.mocked(api.call));
vi.mock('../../../lib/toasts/toasts', () => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  toastInfo: vi.fn(),
}));

const { get } = verbs;
const detail = ticketDetail();
const { replies: _, ...ticket } = detail;
const page = (items: Ticket[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  limit: 10,
  nextCursor: null,
});

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(async (path: string) => {
    if (path === '/tickets/list') return page([ticket]);
    if (path === `/tickets/${TICKET_ID}`) return detail;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(cleanup);

const listQuery = () =>
  (
    get.mock.calls.filter(([path]) => path === '/tickets/list').at(-1)?.[1] as
      | { query?: Record<string, unknown> }
      | undefined
  )?.query;

describe('the tickets list', () => {
  it('asks the API for the view in the URL and shows each ticket’s subject, sender and status', async () => {
    await renderWithApp(<TicketsListPage />, { url: '/tickets/list?status=in-progress&search=visa&page=2' });
    const grid = await screen.findByRole('grid', { name: en.pages.ticketsList });
    await within(grid).findByRole('link', { name: detail.subject });
    expect(listQuery()).toMatchObject({
      page: 2,
      limit: 10,
      sort: '-createdAt',
      search: 'visa',
      status: 'in-progress',
    });
    expect(within(grid).getByText(detail.name)).toBeTruthy();
    expect(within(grid).getByText(detail.email)).toBeTruthy();
    expect(within(grid).getByText(detail.requestReference!)).toBeTruthy();
    expect(within(grid).getByText(en.tickets.status['in-progress'])).toBeTruthy();
  });

  it('ignores a status the API does not know instead of sending it', async () => {
    await renderWithApp(<TicketsListPage />, { url: '/tickets/list?status=pending' });
    await screen.findByRole('link', { name: detail.subject });
    expect(listQuery()?.status).toBeUndefined();
  });

  it('opens the ticket from its subject, and from a ?ticket= link', async () => {
    await renderWithApp(<TicketsListPage />);
    fireEvent.click(await screen.findByRole('link', { name: detail.subject }));
    const drawer = await screen.findByRole('dialog', { name: detail.subject });
    expect(within(drawer).getByText(detail.message)).toBeTruthy();
    cleanup();

    await renderWithApp(<TicketsListPage />, { url: `/tickets/list?ticket=${TICKET_ID}` });
    expect(await screen.findByRole('dialog', { name: detail.subject })).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith(`/tickets/${TICKET_ID}`, expect.anything()));
  });
});
