import { eq, requestGroups, transactions, users } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';

const TEXT: Record<string, { en: string; ar: string }> = {
  succeeded: {
    en: 'Payment received. Your requests are now being processed.',
    ar: 'تم استلام الدفع. طلباتك الآن قيد المعالجة.',
  },
  pending: {
    en: 'Your payment is being confirmed. Check its status again shortly.',
    ar: 'جارٍ تأكيد الدفع. تحقّق من الحالة بعد قليل.',
  },
  // The database could not be reached to confirm it (served with 503 and Retry-After).
  unconfirmed: {
    en: 'Your payment is being confirmed. Please reload this page in a moment; do not pay again.',
    ar: 'جارٍ تأكيد الدفع. يرجى إعادة تحميل هذه الصفحة بعد لحظات، ولا تدفع مرة أخرى.',
  },
  failed: {
    en: 'The payment did not go through. Nothing was charged; you can try again.',
    ar: 'لم يتم الدفع. لم يُخصم أي مبلغ ويمكنك المحاولة مجدداً.',
  },
};

/**
 * Shown by the API itself only when the payment could not be confirmed (the database did not
 * answer); every confirmed outcome goes on to the portal's result page (portalResultUrl).
 */
export function resultPage(status: string): string {
  const text = TEXT[Object.hasOwn(TEXT, status) ? status : 'failed']!;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>VisaDesk</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;text-align:center;color:#2f2b3d}</style></head>
<body data-status="${status}"><h1>VisaDesk</h1><p>${text.ar}</p><p dir="ltr" lang="en">${text.en}</p></body></html>`;
}

/** The portal result page's word for a transaction's state. */
const PORTAL_STATUS: Record<string, 'paid' | 'failed' | 'pending'> = {
  succeeded: 'paid',
  // Paid, then refunded: the payment itself went through; the page shows what became of it.
  refunded: 'paid',
  pending: 'pending',
  failed: 'failed',
  expired: 'failed',
};

/**
 * Where the payer's browser goes once the provider's answer was checked: the portal's result page
 * in the payer's language, naming the group and the transaction (the page confirms both with the
 * payer's token). Without an outcome (a refused or forged return) it only says "failed".
 */
export async function portalResultUrl(
  deps: Pick<LifecycleDeps, 'db' | 'portalUrl'>,
  outcome: { transactionId: string; status: string } | null,
): Promise<string> {
  const query = new URLSearchParams();
  let prefix = '';
  if (outcome) {
    const [row] = await deps.db
      .select({ reference: requestGroups.reference, locale: users.locale })
      .from(transactions)
      .innerJoin(requestGroups, eq(requestGroups.id, transactions.groupId))
      .innerJoin(users, eq(users.id, requestGroups.userId))
      .where(eq(transactions.id, outcome.transactionId));
    if (row) {
      query.set('group', row.reference);
      if (row.locale === 'ar') prefix = '/ar';
    }
    query.set('status', PORTAL_STATUS[outcome.status] ?? 'failed');
    query.set('transaction', outcome.transactionId);
  } else query.set('status', 'failed');
  return `${deps.portalUrl}${prefix}/payment/result?${query}`;
}
