import { createVerify } from 'node:crypto';
import { callProvider, providerUnavailable } from './provider-http';

export interface QiCardSettings {
  baseUrl: string;
  username: string;
  password: string;
  terminalId: string;
  publicKey: string;
  timeoutMs: number;
}

export const QI_FINAL_STATUSES = ['SUCCESS', 'FAILED', 'AUTHENTICATION_FAILED', 'ERROR', 'EXPIRED'] as const;

export interface QiCardStatus {
  paymentId: string;
  status: string;
  amount: number | null;
  currency: string | null;
  requestId: string | null;
  creationDate: string | null;
}

/** Qi Card writes amounts with three decimals (IQD has 3 minor units): 75000 → "75000.000". */
export const qiAmount = (amount: number) => amount.toFixed(3);

/** The string Qi Card signs in a notification; absent values are written as "-". */
export function qiSignedString(n: Record<string, unknown>): string {
  const part = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
  const amount = n.amount === undefined || n.amount === null ? '-' : qiAmount(Number(n.amount));
  return [part(n.paymentId), amount, part(n.currency), part(n.creationDate), part(n.status)].join('|');
}

export function verifyQiSignature(
  publicKey: string,
  notification: Record<string, unknown>,
  signature: string,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(qiSignedString(notification))
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

const toStatus = (b: Record<string, unknown>): QiCardStatus => ({
  paymentId: String(b.paymentId ?? ''),
  status: String(b.status ?? '').toUpperCase(),
  amount: b.amount === undefined || b.amount === null ? null : Number(b.amount),
  currency: b.currency ? String(b.currency) : null,
  requestId: b.requestId ? String(b.requestId) : null,
  creationDate: b.creationDate ? String(b.creationDate) : null,
});

/** Qi Card's 3DS API: Basic auth plus the terminal id on every call. */
export class QiCardAdapter {
  constructor(private readonly s: QiCardSettings) {}

  private headers() {
    const basic = Buffer.from(`${this.s.username}:${this.s.password}`).toString('base64');
    return {
      authorization: `Basic ${basic}`,
      'x-terminal-id': this.s.terminalId,
      'content-type': 'application/json',
    };
  }

  async init(p: {
    requestId: string;
    amount: number;
    locale: 'en' | 'ar';
    finishPaymentUrl: string;
    notificationUrl: string;
    customer: { firstName: string; email: string | null };
  }) {
    const res = await callProvider(
      'Qi Card',
      `${this.s.baseUrl}/payment`,
      {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify({
          requestId: p.requestId,
          amount: p.amount,
          currency: 'IQD',
          locale: p.locale === 'ar' ? 'ar_IQ' : 'en_US',
          finishPaymentUrl: p.finishPaymentUrl,
          notificationUrl: p.notificationUrl,
          customerInfo: { firstName: p.customer.firstName, email: p.customer.email ?? undefined },
        }),
      },
      { timeoutMs: this.s.timeoutMs },
    );
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body?.paymentId || !body.formUrl) throw providerUnavailable('Qi Card');
    return { providerReference: String(body.paymentId), payUrl: String(body.formUrl) };
  }

  /** The truth about a payment, asked of Qi Card itself. */
  async status(paymentId: string): Promise<QiCardStatus> {
    const res = await callProvider(
      'Qi Card',
      `${this.s.baseUrl}/payment/${encodeURIComponent(paymentId)}/status`,
      {
        method: 'GET',
        headers: this.headers(),
      },
      { timeoutMs: this.s.timeoutMs },
    );
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body) throw providerUnavailable('Qi Card');
    return toStatus(body);
  }

  /** Returns part or all of a successful payment to the card. */
  async refund(paymentId: string, amount: number): Promise<{ refundId: string }> {
    const res = await callProvider(
      'Qi Card',
      `${this.s.baseUrl}/payment/${encodeURIComponent(paymentId)}/refund`,
      {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify({ amount, message: 'VisaDesk refund' }),
      },
      // A refund is not retried blindly: a lost answer could mean the money already went back.
      { timeoutMs: this.s.timeoutMs, retries: 0 },
    );
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body?.refundId) throw providerUnavailable('Qi Card');
    return { refundId: String(body.refundId) };
  }

  verifyNotification(notification: Record<string, unknown>, signature: string): boolean {
    return verifyQiSignature(this.s.publicKey, notification, signature);
  }
}
