import type { QiCardAdapter } from './qicard';
import type { ZainCashAdapter } from './zaincash';

/** The payment providers as services reach them; plugins/payments.ts picks real ones or the sandbox. */
export interface PaymentProviders {
  /** Where browsers and providers reach this server (PUBLIC_URL, else the address it listens on). */
  publicUrl(): string;
  zaincash(): ZainCashAdapter;
  qicard(): QiCardAdapter;
  /** Keys and flags of the built-in sandbox, for the provider routes it serves. */
  sandbox: {
    zaincash: { secret: string; merchantId: string } | null;
    qicard: { privateKey: string; username: string; password: string } | null;
  };
}
