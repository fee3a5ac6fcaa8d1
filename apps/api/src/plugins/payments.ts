import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProviders } from '../modules/payments/providers';
import { QiCardAdapter } from '../modules/payments/qicard';
import { ZainCashAdapter } from '../modules/payments/zaincash';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/**
 * The Qi Card sandbox's signing key, made once per process off the event loop: an RSA key takes
 * 0.1-1 s of CPU, and a test process builds many apps.
 */
let sandboxKeys: Promise<{ privateKey: string; publicKey: string }> | undefined;
const sandboxKeyPair = () => {
  sandboxKeys ??= promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return sandboxKeys;
};

/**
 * Real credentials select the real provider. Without them — and unless PAYMENT_SANDBOX=false —
 * this server plays the provider itself under /api/sandbox, with keys generated at start, so the
 * whole applicant flow runs on one machine. Config refuses that in production unless asked for.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const c = app.config;
  const sandboxAllowed = c.PAYMENT_SANDBOX !== 'false';
  const zainSandbox =
    !(c.ZAINCASH_MERCHANT_ID && c.ZAINCASH_SECRET && c.ZAINCASH_MSISDN) && sandboxAllowed
      ? { secret: randomBytes(32).toString('hex'), merchantId: 'sandbox-merchant' }
      : null;
  let qiSandbox: PaymentProviders['sandbox']['qicard'] = null;
  let qiPublicKey = c.QICARD_PUBLIC_KEY;
  if (
    !(c.QICARD_USERNAME && c.QICARD_PASSWORD && c.QICARD_TERMINAL_ID && c.QICARD_PUBLIC_KEY) &&
    sandboxAllowed
  ) {
    const pair = await sandboxKeyPair();
    qiSandbox = {
      privateKey: pair.privateKey,
      username: 'sandbox',
      password: randomBytes(12).toString('hex'),
    };
    qiPublicKey = pair.publicKey;
  }

  const publicUrl = () => {
    if (c.PUBLIC_URL) return c.PUBLIC_URL.replace(/\/$/, '');
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : c.PORT;
    return `http://127.0.0.1:${port}`;
  };
  const unavailable = (name: string) => {
    throw new Error(`${name} has no credentials and the sandbox is off (PAYMENT_SANDBOX=false)`);
  };

  app.decorate('payments', {
    publicUrl,
    sandbox: { zaincash: zainSandbox, qicard: qiSandbox },
    zaincash: () =>
      zainSandbox
        ? new ZainCashAdapter({
            baseUrl: `${publicUrl()}/api/sandbox/zaincash`,
            merchantId: zainSandbox.merchantId,
            secret: zainSandbox.secret,
            msisdn: '9647835077893',
            timeoutMs: c.PAYMENT_TIMEOUT_MS,
          })
        : c.ZAINCASH_MERCHANT_ID && c.ZAINCASH_SECRET && c.ZAINCASH_MSISDN
          ? new ZainCashAdapter({
              baseUrl: c.ZAINCASH_BASE_URL,
              merchantId: c.ZAINCASH_MERCHANT_ID,
              secret: c.ZAINCASH_SECRET,
              msisdn: c.ZAINCASH_MSISDN,
              timeoutMs: c.PAYMENT_TIMEOUT_MS,
            })
          : unavailable('ZainCash'),
    qicard: () =>
      qiSandbox
        ? new QiCardAdapter({
            baseUrl: `${publicUrl()}/api/sandbox/qicard`,
            username: qiSandbox.username,
            password: qiSandbox.password,
            terminalId: 'sandbox-terminal',
            publicKey: qiPublicKey!,
            timeoutMs: c.PAYMENT_TIMEOUT_MS,
          })
        : c.QICARD_USERNAME && c.QICARD_PASSWORD && c.QICARD_TERMINAL_ID && qiPublicKey
          ? new QiCardAdapter({
              baseUrl: c.QICARD_BASE_URL,
              username: c.QICARD_USERNAME,
              password: c.QICARD_PASSWORD,
              terminalId: c.QICARD_TERMINAL_ID,
              publicKey: qiPublicKey,
              timeoutMs: c.PAYMENT_TIMEOUT_MS,
            })
          : unavailable('Qi Card'),
  });

  // Providers post forms (ZainCash, the sandbox's pay pages): parse them without another plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
});
