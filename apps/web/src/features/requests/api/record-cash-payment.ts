import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

export interface CashPaymentResult {
  transactionId: string;
  groupId: string;
  status: 'succeeded';
}

/** POST /api/gateways/record-cash-payment: paid at the office; every Requested request of the group becomes Paid. */
export function recordCashPayment(groupId: string, note?: string): Promise<CashPaymentResult> {
  return http.post<CashPaymentResult>('/gateways/record-cash-payment', { groupId, note: note || undefined });
}

export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, note }: { groupId: string; note?: string }) => recordCashPayment(groupId, note),
    // The whole group moved, so every open detail and the list may be stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['requests'] }),
  });
}
