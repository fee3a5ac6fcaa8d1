import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { PaymentProviders } from '../modules/payments/providers';
import { QiCardAdapter } from '../modules/payments/qicard';
import { ZainCashAdapter } from '../modules/payments/zaincash';
import type { DemoRandom } from './demo-random';

interface Payment {
  id: string;
  order: string;
  amount: number;
  status: string;
}

/**
 * The two providers' sandboxes, answered in this process while the demo is seeded. The built-in
 * sandbox (payments/sandbox-routes.ts) answers over HTTP, and the seed runs before the server
 * listens (and inside one database transaction a request to this server would wait behind), so
 * the seed's payments go to this stand-in instead: the same answers in the same shapes (a
 * ZainCash id and HS256 redirect token, a Qi Card payment id and status). Everything on
 * VisaDesk's side is the real code: createPayment, the verify functions (the token's signature,
 * the order and amount checks), settle and markGroupPaid. Nothing leaves the process, whatever
 * provider credentials are configured.
 */
export class DemoSandbox {
  /** Payments by provider id, and the same by order (VisaDesk's transaction id). */
  private readonly zainPayments = new Map<string, Payment>();
  private readonly qiPayments = new Map<string, Payment>();
  private readonly byOrder = new Map<string, Payment>();
  private readonly secret = new TextEncoder().encode('visadesk-demo-seed-in-process-sandbox');
  readonly providers: PaymentProviders;

  constructor(app: FastifyInstance, rng: DemoRandom) {
    const base = app.payments.publicUrl();
    const zaincash = new ZainCashAdapter({
      baseUrl: `${base}/api/sandbox/zaincash`,
      merchantId: 'sandbox-merchant',
      secret: 'visadesk-demo-seed-in-process-sandbox',
      msisdn: '9647835077893',
      timeoutMs: 1_000,
    });
    zaincash.init = async (p) => {
      const id = rng.hex(24);
      const payment = { id, order: p.orderId, amount: p.amount, status: 'pending' };
      this.zainPayments.set(id, payment);
      this.byOrder.set(p.orderId, payment);
      return { providerReference: id, payUrl: `${base}/api/sandbox/zaincash/transaction/pay?id=${id}` };
    };
    zaincash.fetchTransaction = async (id) => {
      const p = this.zainPayments.get(id);
      return {
        status: p?.status ?? '',
        orderId: p?.order ?? null,
        id,
        amount: p?.amount ?? null,
        message: null,
      };
    };

    const qicard = new QiCardAdapter({
      baseUrl: `${base}/api/sandbox/qicard`,
      username: 'sandbox',
      password: 'sandbox',
      terminalId: 'sandbox-terminal',
      publicKey: '',
      timeoutMs: 1_000,
    });
    qicard.init = async (p) => {
      const id = rng.uuid();
      const payment = { id, order: p.requestId, amount: p.amount, status: 'CREATED' };
      this.qiPayments.set(id, payment);
      this.byOrder.set(p.requestId, payment);
      return { providerReference: id, payUrl: `${base}/api/sandbox/qicard/pay/${id}` };
    };
    qicard.status = async (paymentId) => {
      const p = this.qiPayments.get(paymentId);
      return {
        paymentId,
        status: p?.status ?? 'ERROR',
        amount: p?.amount ?? null,
        currency: 'IQD',
        requestId: p?.order ?? null,
        creationDate: null,
      };
    };
    qicard.refund = async () => ({ refundId: rng.uuid() });

    this.providers = {
      publicUrl: () => base,
      sandbox: app.payments.sandbox,
      zaincash: () => zaincash,
      qicard: () => qicard,
    };
  }

  /** The payer on ZainCash's page: returns the token ZainCash redirects back with. */
  async payZainCash(transactionId: string, outcome: 'success' | 'failed'): Promise<string> {
    const p = this.byOrder.get(transactionId);
    if (!p || !this.zainPayments.has(p.id))
      throw new Error(`demo sandbox: no ZainCash payment for ${transactionId}`);
    p.status = outcome;
    return new SignJWT({
      status: p.status,
      orderid: p.order,
      id: p.id,
      msg: outcome === 'success' ? '' : 'declined',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(this.secret);
  }

  /** The payer on Qi Card's page: returns the payment id Qi Card sends the customer back with. */
  payQiCard(transactionId: string, outcome: 'success' | 'failed'): string {
    const p = this.byOrder.get(transactionId);
    if (!p || !this.qiPayments.has(p.id))
      throw new Error(`demo sandbox: no Qi Card payment for ${transactionId}`);
    p.status = outcome === 'success' ? 'SUCCESS' : 'FAILED';
    return p.id;
  }
}
