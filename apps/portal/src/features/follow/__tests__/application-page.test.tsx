import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isolate } from '../../../shared/i18n/format';
import ApplicationPage from '../application-page';
import {
  type Call,
  detail,
  group,
  groupByReference,
  OTHER_ID,
  REQUEST_ID,
  renderAt,
  stubFetch,
} from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const other = detail({
  id: OTHER_ID,
  reference: 'VD-2026-000012',
  fullName: 'Omar Ali',
  status: 'InProcess',
  reason: null,
  allowedTransitions: [],
  history: [],
});

/** The API for one group of two travellers; `move` answers the POSTs. */
function api(move: (call: Call) => { status: number; body?: unknown }, groups = [group()]) {
  return stubFetch((call) => {
    if (call.method !== 'GET') return move(call);
    const found = groupByReference(call.url, groups);
    if (found) return found;
    if (call.url === `/api/applicant/requests/${REQUEST_ID}`) return { status: 200, body: detail() };
    if (call.url === `/api/applicant/requests/${OTHER_ID}`) return { status: 200, body: other };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const open = async (reference = 'VD-G-2026-000007', locale: 'en' | 'ar' = 'en') => {
  renderAt(`/applications/${reference}`, '/applications/:reference', <ApplicationPage />, locale);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Zainab Ali' });
  return heading.closest('section')!;
};

describe('An application', () => {
  it("shows each traveller's status, the staff's reason and the timeline", async () => {
    api(() => ({ status: 500 }));
    const zainab = await open();
    expect(within(zainab).getByText('Changes requested', { selector: 'h2 + .status' })).toBeTruthy();
    expect(within(zainab).getByText('K7QM4-XTR9H-CP2WD')).toBeTruthy();
    const reason = within(zainab).getByRole('heading', { name: 'What our staff ask you to change' });
    expect(reason.parentElement?.textContent).toContain('The passport scan is blurred');
    const history = within(zainab).getByRole('heading', { name: 'History' }).closest('section')!;
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);
    const omar = screen.getByRole('heading', { level: 2, name: 'Omar Ali' }).closest('section')!;
    expect(within(omar).getByText('In process', { selector: 'h2 + .status' })).toBeTruthy();
    expect(within(omar).queryByRole('button', { name: 'Send back for processing' })).toBeNull();
  });

  it('opens by a traveller reference too (any case), and says when nothing matches', async () => {
    const calls = api(() => ({ status: 500 }));
    await open('vd-2026-000012');
    // One lookup by reference, then each traveller: no walking through the list.
    expect(calls.map((c) => c.url)).toEqual([
      '/api/applicant/groups/vd-2026-000012',
      `/api/applicant/requests/${REQUEST_ID}`,
      `/api/applicant/requests/${OTHER_ID}`,
    ]);
    cleanup();
    api(() => ({ status: 500 }));
    renderAt('/applications/VD-G-1999-000001', '/applications/:reference', <ApplicationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/applications');
  });

  it('sends the changed fields to resubmit only, and puts the server refusal on its field', async () => {
    const calls = api((call) =>
      call.url.endsWith('/resubmit')
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: ['body.travelDate: must be today or later'],
            },
          }
        : { status: 500 },
    );
    const zainab = await open();
    fireEvent.change(within(zainab).getByLabelText(/Passport number/), { target: { value: ' b7654321 ' } });
    fireEvent.click(within(zainab).getByRole('button', { name: 'Send back for processing' }));
    expect(await within(zainab).findByText('This date must be today or later.')).toBeTruthy();
    const posts = calls.filter((c) => c.method !== 'GET');
    expect(posts).toEqual([
      {
        url: `/api/applicant/requests/${REQUEST_ID}/resubmit`,
        method: 'POST',
        body: { version: 4, passportNumber: 'B7654321' },
      },
    ]);
    const travel = within(within(zainab).getByRole('group', { name: /Travel date/ }));
    expect(travel.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a refused move in the page language, and shows the new status once accepted', async () => {
    let answer = 0;
    api((call) => {
      if (!call.url.endsWith('/resubmit')) return { status: 500 };
      answer += 1;
      return answer === 1
        ? {
            status: 409,
            body: { statusCode: 409, code: 'ILLEGAL_TRANSITION', message: 'Only a request sent back…' },
          }
        : {
            status: 200,
            body: detail({ status: 'InProcess', reason: null, allowedTransitions: [], version: 5 }),
          };
    });
    const zainab = await open('VD-G-2026-000007', 'ar');
    const send = within(zainab).getByRole('button', { name: 'أعِد الطلب للمعالجة' });
    fireEvent.click(send);
    const alert = await within(zainab).findByText(/لم يعد هذا ممكنًا/);
    expect(alert.textContent).not.toContain('Only a request');
    fireEvent.click(send);
    expect(await within(zainab).findByText(/حالته الآن «قيد المعالجة»/)).toBeTruthy();
    expect(within(zainab).getByText('قيد المعالجة', { selector: 'h2 + .status' })).toBeTruthy();
  });

  it('asks before canceling, and cancels only when confirmed', async () => {
    const calls = api((call) =>
      call.url.endsWith('/cancel')
        ? { status: 200, body: detail({ status: 'Canceled', reason: null, allowedTransitions: [] }) }
        : { status: 500 },
    );
    const zainab = await open();
    fireEvent.click(within(zainab).getByRole('button', { name: 'Cancel this application' }));
    expect(
      within(zainab).getByText(`Cancel the application for ${isolate('Zainab Ali')}? This cannot be undone.`),
    ).toBeTruthy();
    const keep = within(zainab).getByRole('button', { name: 'No, keep it' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(within(zainab).queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    fireEvent.click(within(zainab).getByRole('button', { name: 'Cancel this application' }));
    fireEvent.click(within(zainab).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(zainab).findByText('The application was canceled.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([
        { url: `/api/applicant/requests/${REQUEST_ID}/cancel`, method: 'POST', body: { version: 4 } },
      ]),
    );
    expect(within(zainab).getByText('Canceled', { selector: 'h2 + .status' })).toBeTruthy();
  });

  it('offers Pay now for an unpaid group, opening the apply flow on that group', async () => {
    const unpaid = group({ payment: { paid: false, amountDue: 150_000, latestTransaction: null } });
    api(() => ({ status: 500 }), [unpaid]);
    await open();
    const pay = screen.getByRole('link', { name: 'Pay now' });
    expect(pay.getAttribute('href')).toBe(`/apply/${unpaid.visa.id}?group=VD-G-2026-000007`);
    cleanup();
    api(() => ({ status: 500 }));
    await open();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});
