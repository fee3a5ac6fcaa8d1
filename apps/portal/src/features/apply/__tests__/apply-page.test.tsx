import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateField, fillDate } from '../../../components/date-field/__tests__/fill-date';
import { apply } from '../../../shared/i18n/en/apply';
import { common } from '../../../shared/i18n/en/common';
import ApplyPage from '../apply-page';
import { type ApplyDraft, loadDraft, saveDraft } from '../draft-storage';
import { agencyToday } from '../traveller-fields';
import { SAVE_DELAY_MS } from '../use-draft';
import { catalogue, IRAQ, renderIn, signedInForEachTest, stubFetch, USER_ID, VISA_ID } from './harness';

const inDays = (n: number) => new Date(Date.parse(agencyToday()) + n * 86_400_000).toISOString().slice(0, 10);
const traveller = {
  nationalityId: IRAQ.id,
  fullName: 'Zainab Ali',
  passportNumber: 'a1234567',
  travelDate: inDays(20),
  returnDate: inDays(30),
};
const created = {
  groupId: '77777777-7777-4777-8777-777777777777',
  groupReference: 'VD-G-2026-000010',
  totalAmount: 260000,
  currency: 'IQD',
  requests: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      reference: 'VD-2026-000031',
      publicReference: 'K7QM4-XTR9H-CP2WD',
      status: 'Requested',
    },
  ],
};

const renderPage = () => renderIn('en', `/apply/${VISA_ID}`, '/apply/:visaId', <ApplyPage />);

signedInForEachTest();

describe('apply page', () => {
  it('keeps what was typed across a remount (reload) and brings it back', async () => {
    stubFetch((call) => catalogue(call) ?? { status: 404 });
    const first = renderPage();
    const name = await screen.findByLabelText(common.personalFields.FullName);
    fireEvent.change(name, { target: { value: 'Zainab Ali' } });
    fireEvent.change(screen.getByLabelText(common.personalFields.PassportNumber), {
      target: { value: 'a1234567' },
    });
    // Saved after a short pause while typing, without leaving the page.
    await waitFor(() => expect(loadDraft(USER_ID, VISA_ID)?.travellers[0]?.fullName).toBe('Zainab Ali'), {
      timeout: SAVE_DELAY_MS * 5,
    });
    fillDate(common.personalFields.TravelDate, inDays(20));
    first.unmount(); // unmounting saves what the pause had not yet saved

    renderPage();
    expect(((await screen.findByLabelText(common.personalFields.FullName)) as HTMLInputElement).value).toBe(
      'Zainab Ali',
    );
    expect((screen.getByLabelText(common.personalFields.PassportNumber) as HTMLInputElement).value).toBe(
      'a1234567',
    );
    const travel = dateField(common.personalFields.TravelDate);
    expect((travel.querySelector('input[type=hidden]') as HTMLInputElement).value).toBe(inDays(20));
  });

  it('creates the group once: not on a double click, not after a reload', async () => {
    saveDraft(USER_ID, VISA_ID, { version: 1, step: 'review', travellers: [traveller], uploads: {} });
    const calls = stubFetch((call) => {
      if (call.url === '/api/requests/create-request-group') return { status: 201, body: created };
      return catalogue(call) ?? { status: 404 };
    });
    const creates = () => calls.filter((c) => c.url === '/api/requests/create-request-group');
    const first = renderPage();
    const submit = await screen.findByRole('button', { name: apply.review.submit });
    expect(screen.getByText('A1234567')).toBeTruthy(); // the review shows what will be sent
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    // The confirmation shows what the traveller tracks the request with.
    expect(screen.getByText('K7QM4-XTR9H-CP2WD')).toBeTruthy();
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({
      visaId: VISA_ID,
      travellers: [{ ...traveller, passportNumber: 'A1234567' }],
    });
    // The draft now holds the group, and no longer the travellers' details.
    const stored = loadDraft(USER_ID, VISA_ID);
    expect(stored?.created?.groupReference).toBe(created.groupReference);
    expect(stored?.travellers).toEqual([]);

    first.unmount();
    renderPage();
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: apply.review.submit })).toBeNull();
    expect(creates()).toHaveLength(1);
  });

  it('never calls create for a draft that already holds a group, even one left on the review step', async () => {
    const draft: ApplyDraft = {
      version: 1,
      step: 'review',
      travellers: [traveller],
      uploads: {},
      created: {
        groupId: created.groupId,
        groupReference: created.groupReference,
        totalAmount: created.totalAmount,
        requests: [
          { id: created.requests[0]!.id, reference: created.requests[0]!.reference, name: 'Zainab Ali' },
        ],
      },
    };
    saveDraft(USER_ID, VISA_ID, draft);
    const calls = stubFetch((call) => catalogue(call) ?? { status: 404 });
    renderPage();
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    expect(screen.getByText(created.groupReference)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: apply.documents.next }));
    expect(await screen.findByRole('heading', { name: apply.pay.heading })).toBeTruthy();
    // The step's heading takes the focus when the step changes.
    expect(document.activeElement?.textContent).toBe(apply.pay.heading);
    expect(calls.some((c) => c.url.includes('create-request-group'))).toBe(false);
  });

  it('takes the applicant back to the field the server refused, in the page’s words', async () => {
    saveDraft(USER_ID, VISA_ID, { version: 1, step: 'review', travellers: [traveller], uploads: {} });
    stubFetch((call) => {
      if (call.url === '/api/requests/create-request-group')
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: ['body.travellers.0.nationalityId: this visa is not open to this nationality'],
          },
        };
      return catalogue(call) ?? { status: 404 };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: apply.review.submit }));
    expect(await screen.findByText(apply.errors.notEligible)).toBeTruthy();
    expect(screen.getByRole('heading', { name: apply.travellers.heading })).toBeTruthy();
    expect(loadDraft(USER_ID, VISA_ID)?.created).toBeUndefined();
  });
});
