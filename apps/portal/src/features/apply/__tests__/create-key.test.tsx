import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/i18n/en/apply';
import ApplyPage from '../apply-page';
import { loadDraft, saveDraft } from '../draft-storage';
import { agencyToday } from '../traveller-fields';
import {
  type Call,
  catalogue,
  headersOf,
  IRAQ,
  renderIn,
  signedInForEachTest,
  stubFetch,
  USER_ID,
  VISA_ID,
} from './harness';

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
const CREATE = '/api/requests/create-request-group';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderPage = () => renderIn('en', `/apply/${VISA_ID}`, '/apply/:visaId', <ApplyPage />);
const keyOf = (call: Call | undefined) => headersOf(call)?.get('idempotency-key');
/** The create calls answer in turn: 502 (lost on the way), 400 (refused) or 201 (created). */
function serve(statuses: number[]) {
  const calls = stubFetch((call) => {
    if (call.url !== CREATE) return catalogue(call) ?? { status: 404 };
    const status = statuses.shift() ?? 500;
    if (status === 201) return { status, body: created };
    if (status === 400)
      return { status, body: { statusCode: 400, code: 'VALIDATION_ERROR', message: ['body.visaId: gone'] } };
    return { status, body: '<html>Bad gateway</html>' };
  });
  return () => calls.filter((c) => c.url === CREATE);
}
async function submit() {
  fireEvent.click(await screen.findByRole('button', { name: apply.review.submit }));
}

signedInForEachTest();

describe('creating the group with an Idempotency-Key', () => {
  it('asks again with the same key when the answer was lost, and adopts the group the server made', async () => {
    saveDraft(USER_ID, VISA_ID, { version: 1, step: 'review', travellers: [traveller], uploads: {} });
    const creates = serve([502, 201]);
    renderPage();
    await submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    const first = keyOf(creates()[0]);
    expect(first).toMatch(UUID);
    // Kept with the draft, so a reload asks with it too.
    expect(loadDraft(USER_ID, VISA_ID)?.createKey?.key).toBe(first);

    await submit();
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    expect(creates().map(keyOf)).toEqual([first, first]);
    expect(loadDraft(USER_ID, VISA_ID)?.created?.groupReference).toBe(created.groupReference);
    expect(loadDraft(USER_ID, VISA_ID)?.createKey).toBeUndefined();
  });

  it('sends a reloaded draft’s key again, and a new key once the draft changed', async () => {
    saveDraft(USER_ID, VISA_ID, { version: 1, step: 'review', travellers: [traveller], uploads: {} });
    const creates = serve([502, 502, 502]);
    const first = renderPage();
    await submit();
    await screen.findByRole('alert');
    const kept = loadDraft(USER_ID, VISA_ID)!;

    first.unmount();
    const second = renderPage();
    await submit();
    await screen.findByRole('alert');
    expect(keyOf(creates()[1])).toBe(keyOf(creates()[0]));

    second.unmount();
    saveDraft(USER_ID, VISA_ID, { ...kept, travellers: [{ ...traveller, fullName: 'Zainab Ali Hassan' }] });
    renderPage();
    await submit();
    await screen.findByRole('alert');
    expect(keyOf(creates()[2])).toMatch(UUID);
    expect(keyOf(creates()[2])).not.toBe(keyOf(creates()[0]));
  });

  it('lets go of the key after a refusal: nothing was made, the next try is a new request', async () => {
    saveDraft(USER_ID, VISA_ID, { version: 1, step: 'review', travellers: [traveller], uploads: {} });
    const creates = serve([400]);
    renderPage();
    await submit();
    await screen.findByRole('alert');
    expect(keyOf(creates()[0])).toMatch(UUID);
    expect(loadDraft(USER_ID, VISA_ID)?.createKey).toBeUndefined();
    expect(loadDraft(USER_ID, VISA_ID)?.created).toBeUndefined();
  });
});
