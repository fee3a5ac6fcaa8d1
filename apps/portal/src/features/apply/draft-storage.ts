import { randomId } from '@visadesk/client';
import type { Gateway, Locale } from '@visadesk/contract';
import type { TravellerValues } from './traveller-fields';

/**
 * An application in progress, kept in localStorage per applicant and visa so a reload, a closed
 * tab or a dropped connection loses nothing. Once the group exists the travellers' details are
 * dropped (the server has them); what remains is the group, so it is never created twice.
 */
export type StepId = 'travellers' | 'review' | 'documents' | 'pay';

export interface CreatedGroup {
  groupId: string;
  groupReference: string;
  totalAmount: number;
  /**
   * In traveller order; `name` labels the traveller on the documents step. `publicReference` is
   * what the traveller tracks with (absent in drafts saved before it existed).
   */
  requests: { id: string; reference: string; publicReference?: string; name: string | null }[];
}

export interface UploadedDoc {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ApplyDraft {
  version: 1;
  step: StepId;
  travellers: TravellerValues[];
  created?: CreatedGroup;
  /** By `${requestId}:${requirementId}`. */
  uploads: Record<string, UploadedDoc>;
  gateway?: Gateway;
  /**
   * The Idempotency-Key of this draft's create call and the body it was made for: a reload or a
   * retry of the same draft sends it again (the server answers the first create instead of
   * making a second group); a changed body gets a new key.
   */
  createKey?: { key: string; body: string };
}

const PREFIX = 'visadesk.portal.apply.';
const draftKey = (userId: string, visaId: string) => `${PREFIX}${userId}.${visaId}`;

export const uploadKey = (requestId: string, requirementId: string) => `${requestId}:${requirementId}`;

/** The draft's create key for `body`: the one it holds when the body is the same, else a new one. */
export function createKeyFor(draft: ApplyDraft, body: unknown): { key: string; body: string } {
  const sent = JSON.stringify(body);
  return draft.createKey?.body === sent ? draft.createKey : { key: randomId(), body: sent };
}

/** The uploads with one slot's document set (or, with null, taken out). */
export function withUpload(
  uploads: Record<string, UploadedDoc>,
  requestId: string,
  requirementId: string,
  doc: UploadedDoc | null,
): Record<string, UploadedDoc> {
  const next = { ...uploads };
  if (doc) next[uploadKey(requestId, requirementId)] = doc;
  else delete next[uploadKey(requestId, requirementId)];
  return next;
}

export const emptyDraft = (): ApplyDraft => ({ version: 1, step: 'travellers', travellers: [], uploads: {} });

function parse(raw: string | null): ApplyDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ApplyDraft>;
    if (value?.version !== 1 || !Array.isArray(value.travellers)) return null;
    return { ...emptyDraft(), ...value } as ApplyDraft;
  } catch {
    return null;
  }
}

// Storage can be full or switched off (private windows): the form still works, it just forgets.
export function loadDraft(userId: string, visaId: string): ApplyDraft | null {
  try {
    return parse(localStorage.getItem(draftKey(userId, visaId)));
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, visaId: string, draft: ApplyDraft): void {
  try {
    localStorage.setItem(draftKey(userId, visaId), JSON.stringify(draft));
  } catch {
    // Nothing to do: see loadDraft.
  }
}

export function clearDraft(userId: string, visaId: string): void {
  try {
    localStorage.removeItem(draftKey(userId, visaId));
  } catch {
    // See loadDraft.
  }
}

/** The draft (and its visa) that created a group, for the payment result page. */
export function findDraftByGroup(
  userId: string,
  groupReference: string,
): { visaId: string; draft: ApplyDraft } | null {
  try {
    const mine = `${PREFIX}${userId}.`;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(mine)) continue;
      const draft = parse(localStorage.getItem(key));
      if (draft?.created?.groupReference === groupReference) return { visaId: key.slice(mine.length), draft };
    }
  } catch {
    // See loadDraft.
  }
  return null;
}

/**
 * The language the applicant paid in. Providers come back through the API, which can only guess
 * it from the account; the result page switches to this one if the guess was wrong.
 */
const PAY_LOCALE_KEY = 'visadesk.portal.payLocale';
export function rememberPayLocale(locale: Locale): void {
  try {
    sessionStorage.setItem(PAY_LOCALE_KEY, locale);
  } catch {
    // See loadDraft.
  }
}
export function takePayLocale(): Locale | null {
  try {
    const value = sessionStorage.getItem(PAY_LOCALE_KEY);
    sessionStorage.removeItem(PAY_LOCALE_KEY);
    return value === 'ar' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}
