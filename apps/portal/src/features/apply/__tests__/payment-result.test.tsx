import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/i18n/en/apply';
import PaymentResultPage from '../payment-result-page';
import { renderIn, signedInForEachTest, stubFetch, VISA_ID, visa } from './harness';

const REF = 'VD-G-2026-000020';
const GROUP_ID = '77777777-7777-4777-8777-777777777777';
const TRANSACTION = '99999999-9999-4999-8999-999999999990';

const group = {
  id: GROUP_ID,
  reference: REF,
  visa: { id: VISA_ID, titleEn: visa.titleEn, titleAr: visa.titleAr, destination: visa.destination },
  totalAmount: 260000,
  currency: 'IQD',
  createdAt: '2026-03-01T09:00:00.000Z',
  payment: { paid: false, amountDue: 260000, latestTransaction: null },
  requests: [],
};

signedInForEachTest();

describe('payment result', () => {
  it('retries a failed payment for the same group, found by its reference on any device', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/gateways/public-get-request-details-after-payment')
        return {
          status: 200,
          body: {
            transactionId: TRANSACTION,
            groupReference: REF,
            gateway: 'qi-card',
            amount: 260000,
            status: 'failed',
            requests: [],
          },
        };
      if (call.url === `/api/applicant/groups/${REF}`) return { status: 200, body: group };
      if (call.url === '/api/gateways/create')
        return { status: 502, body: { statusCode: 502, code: 'BAD_GATEWAY', message: 'down' } };
      return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no' } };
    });
    renderIn(
      'en',
      `/payment/result?group=${REF}&status=failed&transaction=${TRANSACTION}`,
      '/payment/result',
      <PaymentResultPage />,
    );
    expect(await screen.findByRole('heading', { name: apply.result.heading.failed })).toBeTruthy();
    // No draft on this device: another method is chosen on the group's own payment step.
    const other = await screen.findByRole('link', { name: apply.result.otherMethod });
    expect(other.getAttribute('href')).toBe(`/apply/${VISA_ID}?group=${REF}`);

    fireEvent.click(screen.getByRole('button', { name: apply.result.retry }));
    expect(await screen.findByText(apply.pay.provider)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/gateways/create')).toEqual([
      {
        url: '/api/gateways/create',
        method: 'POST',
        body: { groupId: GROUP_ID, gateway: 'qi-card', locale: 'en' },
      },
    ]);
  });
});
