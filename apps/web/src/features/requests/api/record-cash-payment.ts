import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from '@visadesk/client';
import { paymentPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

export type CashPaymentResult = ResultOf<typeof paymentPaths.recordCash>;

/** POST /api/gateways/record-cash-payment: paid at the office; every Requested request of the group becomes Paid. */
export function recordCashPayment(groupId: string, note?: string): Promise<CashPaymentResult> {
  return api.call(paymentPaths.recordCash, { body: { groupId, note: note || undefined } });
}

export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, note }: { groupId: string; note?: string }) => recordCashPayment(groupId, note),
    // The whole group moved, so every open detail and the list may be stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['requests'] }),
  });
}
