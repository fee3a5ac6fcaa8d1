import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { callProvider, providerUnavailable } from './provider-http';

export interface ZainCashSettings {
  baseUrl: string;
  merchantId: string;
  secret: string;
  msisdn: string;
  timeoutMs: number;
}

export interface ZainCashResult {
  status: string;
  orderId: string | null;
  id: string | null;
  amount: number | null;
  message: string | null;
}

/** ZainCash names claims inconsistently (orderid, orderId, OrderID…): read them case-insensitively. */
function claim(payload: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(payload).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : payload[key];
}
const str = (v: unknown) => (v === undefined || v === null ? null : String(v));

export function readZainCashClaims(payload: Record<string, unknown>): ZainCashResult {
  const amount = claim(payload, 'amount');
  return {
    status: String(claim(payload, 'status') ?? '').toLowerCase(),
    orderId: str(claim(payload, 'orderid')),
    id: str(claim(payload, 'id')),
    amount: amount === undefined || amount === null ? null : Number(amount),
    message: str(claim(payload, 'msg')),
  };
}

/** ZainCash's v1 protocol: HS256 tokens signed with the merchant secret, form posts to its API. */
export class ZainCashAdapter {
  private readonly key: Uint8Array;
  constructor(private readonly s: ZainCashSettings) {
    this.key = new TextEncoder().encode(s.secret);
  }

  private sign(claims: Record<string, unknown>, ttlSeconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  private async post(path: string, form: Record<string, string>) {
    const res = await callProvider(
      'ZainCash',
      `${this.s.baseUrl}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
      { timeoutMs: this.s.timeoutMs },
    );
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body) throw providerUnavailable('ZainCash');
    return body;
  }

  /** Starts a payment; the applicant pays at the returned URL and comes back to `redirectUrl`. */
  async init(p: { orderId: string; amount: number; redirectUrl: string; lang: 'en' | 'ar' }) {
    const token = await this.sign(
      {
        amount: p.amount,
        serviceType: 'VisaDesk visa fees',
        msisdn: Number(this.s.msisdn),
        orderId: p.orderId,
        redirectUrl: p.redirectUrl,
      },
      4 * 3600,
    );
    const body = await this.post('/transaction/init', { token, merchantId: this.s.merchantId, lang: p.lang });
    const id = str(body.id);
    if (!id) throw providerUnavailable('ZainCash');
    return {
      providerReference: id,
      payUrl: `${this.s.baseUrl}/transaction/pay?id=${encodeURIComponent(id)}`,
    };
  }

  /** The token in the redirect back: null when it is not signed with our secret (forged or broken). */
  async readRedirectToken(token: string): Promise<ZainCashResult | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return readZainCashClaims(payload as Record<string, unknown>);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** The provider's own record of a transaction: the only thing that marks a request paid. */
  async fetchTransaction(id: string): Promise<ZainCashResult> {
    const token = await this.sign({ id, msisdn: Number(this.s.msisdn) }, 600);
    const body = await this.post('/transaction/get', { token, merchantId: this.s.merchantId });
    return readZainCashClaims(body);
  }
}
