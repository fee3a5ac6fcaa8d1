import {
  type ApplicantResubmit,
  ErrorCode,
  PERSONAL_FIELD_KEYS,
  type PersonalFieldKey,
  personalFieldsOf,
  travellerDateProblems,
} from '@visadesk/contract';
import { eq, type Tx, visas } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { moveRequest } from '../../domain/request-lifecycle/move';
import { checkStatusMove } from '../../domain/request-lifecycle/status-move';
import { agencyDay } from '../../lib/agency-time';
import { badRequest, conflict } from '../../lib/http/errors';
import { ownRequest, staleVersion } from './own-request';
import { applicantRequestDetail } from './request-detail';
import { checkRequiredDocuments } from './required-documents';

/**
 * The request as it will be, checked by the create endpoint's rules: every field the visa requires
 * present, and the date rules (which unchanged dates must meet too: a travel date that has passed
 * while staff waited for changes has to move).
 */
async function checkFields(
  tx: Tx,
  today: string,
  visaId: string,
  merged: Record<PersonalFieldKey, string | null>,
) {
  const [visa] = await tx
    .select({ requiredFields: visas.requiredFields })
    .from(visas)
    .where(eq(visas.id, visaId));
  const problems: string[] = [];
  for (const field of visa?.requiredFields ?? []) {
    const key = PERSONAL_FIELD_KEYS[field as keyof typeof PERSONAL_FIELD_KEYS];
    if (key && !merged[key]) problems.push(`body.${key}: required for this visa`);
  }
  const dates = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null)) as Partial<
    Record<PersonalFieldKey, string>
  >;
  for (const [field, message] of travellerDateProblems(dates, today))
    problems.push(`body.${field}: ${message}`);
  if (problems.length > 0) throw badRequest(problems);
}

/**
 * The applicant answers staff's request for changes: the changed fields and the move
 * Modified → InProcess (history row and event, as every move) commit together or not at all.
 */
export async function resubmitRequest(
  deps: LifecycleDeps,
  userId: string,
  id: string,
  body: ApplicantResubmit,
) {
  const { version, ...fields } = body;
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const current = await ownRequest(tx, userId, id, true);
    if (current.status !== 'Modified') {
      throw conflict(
        `Only a request sent back for changes (Modified) can be resubmitted; this one is ${current.status}`,
        ErrorCode.ILLEGAL_TRANSITION,
      );
    }
    checkStatusMove(current.status, 'InProcess', 'applicant', null);
    if (current.version !== version) throw staleVersion(current.version);
    // The agency's day (ADR 0033), whatever the server's TZ.
    await checkFields(tx, agencyDay(now, deps.timeZone), current.visaId, {
      ...personalFieldsOf(current),
      ...definedOnly(fields),
    });
    // The portal says a request goes back with its documents; the server keeps that rule.
    await checkRequiredDocuments(tx, current);
    // Never a refund: the move is to InProcess.
    await moveRequest(deps, tx, current, {
      to: 'InProcess',
      actor: { type: 'user', id: userId },
      also: fields,
    });
  });
  return applicantRequestDetail(deps, userId, id);
}

/** The fields the body carries (zod leaves absent ones out; this tells TypeScript so). */
const definedOnly = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
