import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Notifier, PushMessage, PushResult } from '../lib/push/notifier';

/** Keeps what it would have sent, for tests and for machines without Firebase credentials. */
export class RecordingNotifier implements Notifier {
  readonly driver = 'recording' as const;
  readonly sent: { tokens: string[]; message: PushMessage }[] = [];
  constructor(private readonly log: FastifyInstance['log']) {}

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    this.sent.push({ tokens, message });
    // Counts only: titles and bodies can carry applicants' names.
    this.log.info({ devices: tokens.length }, 'push notification recorded (no Firebase credentials)');
    return { driver: this.driver, sent: tokens.length, failed: 0, invalidTokens: [] };
  }
}

class FirebaseNotifier implements Notifier {
  readonly driver = 'firebase' as const;
  constructor(private readonly messaging: import('firebase-admin/messaging').Messaging) {}

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    if (tokens.length === 0) return { driver: this.driver, sent: 0, failed: 0, invalidTokens: [] };
    const res = await this.messaging.sendEachForMulticast({
      tokens,
      notification: { title: message.title, body: message.body },
      data: message.data,
    });
    const invalidTokens = res.responses.flatMap((r, i) =>
      !r.success && r.error?.code === 'messaging/registration-token-not-registered' ? [tokens[i]!] : [],
    );
    return { driver: this.driver, sent: res.successCount, failed: res.failureCount, invalidTokens };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifierPlugin = fp(async (app: FastifyInstance, options: { notifier?: Notifier }) => {
  const c = app.config;
  let notifier: Notifier;
  if (options.notifier) notifier = options.notifier;
  else if (c.FIREBASE_PROJECT_ID && c.FIREBASE_CLIENT_EMAIL && c.FIREBASE_PRIVATE_KEY) {
    // Loaded only when configured: firebase-admin is large and most installs never use it.
    const { initializeApp, cert } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const firebase = initializeApp(
      {
        credential: cert({
          projectId: c.FIREBASE_PROJECT_ID,
          clientEmail: c.FIREBASE_CLIENT_EMAIL,
          privateKey: c.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        }),
      },
      `visadesk-${Date.now()}`,
    );
    notifier = new FirebaseNotifier(getMessaging(firebase));
  } else notifier = new RecordingNotifier(app.log);
  app.decorate('notifier', notifier);
});
