export interface PushMessage {
  title: string;
  body: string;
  data?: Record<string, string> | undefined;
}

export interface PushResult {
  driver: 'firebase' | 'recording';
  sent: number;
  failed: number;
  /** Tokens the provider says are dead; callers forget them. */
  invalidTokens: string[];
}

/** Push notifications to devices: Firebase Cloud Messaging, or a recorder when none is set up. */
export interface Notifier {
  readonly driver: 'firebase' | 'recording';
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}
