import { fireEvent, screen, within } from '@testing-library/react';
import type { ApplicantGroup, ApplicantRequestDetail } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/i18n/en/apply';
import { common } from '../../../shared/i18n/en/common';
import ApplyPage from '../apply-page';
import {
  IRAQ,
  PASSPORT_RULE,
  renderIn,
  signedInForEachTest,
  stubFetch,
  USER_ID,
  VISA_ID,
  visa,
} from './harness';

const REF = 'VD-G-2026-000020';
const WAITING = '66666666-6666-4666-8666-666666666661';
const CANCELED = '66666666-6666-4666-8666-666666666662';
const DOC = '66666666-6666-4666-8666-666666666663';

const group = (payment: Partial<ApplicantGroup['payment']> = {}): ApplicantGroup => ({
  id: '77777777-7777-4777-8777-777777777777',
  reference: REF,
  visa: { id: VISA_ID, titleEn: visa.titleEn, titleAr: visa.titleAr, destination: visa.destination },
  totalAmount: 520000,
  currency: 'IQD',
  createdAt: '2026-03-01T09:00:00.000Z',
  payment: {
    paid: false,
    amountDue: 260000,
    latestTransaction: {
      id: '99999999-9999-4999-8999-999999999990',
      gateway: 'qi-card',
      status: 'failed',
      amount: 260000,
      createdAt: '2026-03-01T09:05:00.000Z',
      completedAt: '2026-03-01T09:06:00.000Z',
    },
    ...payment,
  },
  requests: [
    {
      id: WAITING,
      reference: 'VD-2026-000040',
      publicReference: 'K7QM4-XTR9H-CP2WD',
      fullName: 'Zainab Ali',
      status: 'Requested',
      reason: null,
      reasonLang: null,
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
    {
      id: CANCELED,
      reference: 'VD-2026-000041',
      publicReference: 'M3ZB8-RW6YT-DK4HN',
      fullName: 'Omar Ali',
      status: 'Canceled',
      reason: null,
      reasonLang: null,
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
  ],
});

const detail = {
  id: WAITING,
  reference: 'VD-2026-000040',
  publicReference: 'K7QM4-XTR9H-CP2WD',
  group: { id: group().id, reference: REF },
  status: 'Requested',
  fullName: 'Zainab Ali',
  fullQuadrupleName: null,
  nationality: IRAQ,
  price: 260000,
  requiredDocuments: [{ ...PASSPORT_RULE, provided: true }],
  documents: [
    {
      id: DOC,
      requirementId: PASSPORT_RULE.id,
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedAt: '2026-03-01T09:01:00.000Z',
      uploadedBy: 'applicant',
      url: `/api/requests/${WAITING}/documents/${DOC}/file`,
      removable: true,
    },
  ],
  canUpload: true,
} as unknown as ApplicantRequestDetail;

const notFound = {
  status: 404,
  body: { statusCode: 404, code: 'NOT_FOUND', message: 'Request group not found' },
};

const open = (reference = REF, visaId = VISA_ID) =>
  renderIn('en', `/apply/${visaId}?group=${reference}`, '/apply/:visaId', <ApplyPage />);

signedInForEachTest();

describe('apply page for an application submitted before (?group=)', () => {
  it('opens at the payment step when every document is in, and pays that group, keeping no draft', async () => {
    const calls = stubFetch((call) => {
      if (call.url === `/api/applicant/groups/${REF}`) return { status: 200, body: group() };
      if (call.url === `/api/applicant/requests/${WAITING}`) return { status: 200, body: detail };
      // The provider is down: the answer shows what was asked for without leaving the page.
      if (call.url === '/api/gateways/create')
        return { status: 502, body: { statusCode: 502, code: 'BAD_GATEWAY', message: 'down' } };
      return notFound;
    });
    open();
    const pay = await screen.findByRole('button', { name: /^Pay / });
    // What is due now: the traveller still waiting, not the canceled one.
    expect(pay.textContent).toContain('260,000');
    const steps = screen.getByRole('navigation', { name: apply.steps.label });
    expect(within(steps).getByText(apply.steps.pay).closest('li')?.getAttribute('aria-current')).toBe('step');
    // The last attempt's method is chosen again.
    expect((screen.getByRole('radio', { name: /Qi Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(calls.some((c) => c.url.includes(CANCELED))).toBe(false);

    // Back at the documents: the file uploaded earlier, for the one traveller still waiting.
    fireEvent.click(screen.getByRole('button', { name: apply.pay.back }));
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    expect(screen.getByText(REF)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByText('passport.pdf')).toBeTruthy();
    expect(screen.getByText(apply.documents.complete)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: apply.documents.next }));
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(apply.pay.provider)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/gateways/create',
        method: 'POST',
        body: { groupId: group().id, gateway: 'qi-card', locale: 'en' },
      },
    ]);
    expect(localStorage.getItem(`visadesk.portal.apply.${USER_ID}.${VISA_ID}`)).toBeNull();
  });

  it('opens at the documents while one is missing', async () => {
    stubFetch((call) => {
      if (call.url === `/api/applicant/groups/${REF}`) return { status: 200, body: group() };
      if (call.url === `/api/applicant/requests/${WAITING}`)
        return { status: 200, body: { ...detail, documents: [] } };
      return notFound;
    });
    open();
    expect(await screen.findByRole('heading', { name: apply.documents.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.queryByText(apply.documents.complete)).toBeNull();
  });

  it("says so when the group is not the applicant's (the API's 404), without offering a retry", async () => {
    stubFetch(() => notFound);
    open('VD-G-2026-999999');
    expect(await screen.findByText(apply.groupNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: common.nav.applications }).getAttribute('href')).toBe(
      '/applications',
    );
    expect(screen.queryByRole('button', { name: common.retry })).toBeNull();
  });

  it('treats a link naming another visa as not found', async () => {
    stubFetch((call) =>
      call.url === `/api/applicant/groups/${REF}`
        ? { status: 200, body: group() }
        : { status: 200, body: detail },
    );
    open(REF, '12121212-1212-4212-8212-121212121212');
    expect(await screen.findByText(apply.groupNotFound)).toBeTruthy();
  });

  it('says a paid group is paid, and links to it', async () => {
    stubFetch((call) =>
      call.url === `/api/applicant/groups/${REF}`
        ? { status: 200, body: group({ paid: true, amountDue: 0 }) }
        : { status: 200, body: detail },
    );
    open();
    expect(await screen.findByText(apply.pay.alreadyPaid)).toBeTruthy();
    expect(screen.getByRole('link', { name: apply.openApplication }).getAttribute('href')).toBe(
      `/applications/${REF}`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
