import {
  type CreateRequestGroup,
  formatPublicReference,
  PERSONAL_FIELD_KEYS,
  type PersonalFieldKey,
  travellerDateProblems,
} from '@visadesk/contract';
import {
  and,
  countries,
  eq,
  groupReferenceSeq,
  inArray,
  requestGroups,
  requestReferenceSeq,
  requestStatusHistory,
  requests,
  sql,
  type Tx,
  visaNationalities,
  visas,
} from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { notifyApplicationSubmitted } from '../../domain/request-lifecycle/notify-applicant';
import { agencyDay } from '../../lib/agency-time';
import { badRequest } from '../../lib/http/errors';

type Traveller = CreateRequestGroup['travellers'][number];

/** What submitting takes: the database, the event and mail it writes, and the clock. */
export type SubmitDeps = Pick<LifecycleDeps, 'db' | 'mail' | 'events' | 'clock' | 'portalUrl' | 'timeZone'>;

/** VD-2026-000123: the year of submission and a number from a sequence that never repeats. */
async function nextReference(tx: Tx, year: string, prefix: string, seq: typeof requestReferenceSeq) {
  const result = await tx.execute(sql`select nextval(${`"${seq.seqName}"`}::regclass)::text as n`);
  const n = (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
  return `${prefix}-${year}-${n.padStart(6, '0')}`;
}

/** Checks every traveller against what the visa demands; all problems are reported at once. */
async function validateTravellers(
  tx: Tx,
  today: string,
  visaId: string,
  requiredFields: string[],
  travellers: Traveller[],
) {
  const problems: string[] = [];
  const eligible = await tx
    .select({ countryId: visaNationalities.countryId })
    .from(visaNationalities)
    .where(eq(visaNationalities.visaId, visaId));
  const eligibleIds = new Set(eligible.map((e) => e.countryId));
  const nationalityIds = [...new Set(travellers.map((t) => t.nationalityId))];
  const known = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, nationalityIds));
  const knownIds = new Set(known.map((k) => k.id));

  travellers.forEach((t, i) => {
    const at = (field: string) => `body.travellers.${i}.${field}`;
    if (!knownIds.has(t.nationalityId)) problems.push(`${at('nationalityId')}: no such country`);
    else if (eligibleIds.size > 0 && !eligibleIds.has(t.nationalityId)) {
      problems.push(`${at('nationalityId')}: this visa is not open to this nationality`);
    }
    for (const field of requiredFields) {
      const key = PERSONAL_FIELD_KEYS[field as keyof typeof PERSONAL_FIELD_KEYS];
      if (key && !t[key]) problems.push(`${at(key)}: required for this visa`);
    }
    for (const [field, message] of travellerDateProblems(
      t as Partial<Record<PersonalFieldKey, string>>,
      today,
    )) {
      problems.push(`${at(field)}: ${message}`);
    }
  });
  if (problems.length > 0) throw badRequest(problems);
}

/**
 * An applicant submits travellers for one visa: the group, its requests (price snapshot), their
 * first history rows and one event are written in one transaction.
 */
export function createRequestGroup(deps: SubmitDeps, userId: string, body: CreateRequestGroup) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // The agency's day and year (ADR 0033): a travel date "today" is today in Baghdad.
    const today = agencyDay(now, deps.timeZone);
    const [visa] = await tx
      .select({ visa: visas, destinationActive: countries.isActive })
      .from(visas)
      .innerJoin(countries, eq(countries.id, visas.destinationId))
      .where(and(eq(visas.id, body.visaId)));
    if (!visa?.visa.isActive || !visa.destinationActive) {
      throw badRequest(['body.visaId: this visa is not offered']);
    }
    await validateTravellers(tx, today, visa.visa.id, visa.visa.requiredFields, body.travellers);

    const [group] = await tx
      .insert(requestGroups)
      .values({
        reference: await nextReference(tx, today.slice(0, 4), 'VD-G', groupReferenceSeq),
        userId,
        visaId: visa.visa.id,
        totalAmount: visa.visa.price * body.travellers.length,
      })
      .returning();
    const created = [];
    for (const traveller of body.travellers) {
      const [row] = await tx
        .insert(requests)
        .values({
          ...traveller,
          reference: await nextReference(tx, today.slice(0, 4), 'VD', requestReferenceSeq),
          groupId: group!.id,
          userId,
          visaId: visa.visa.id,
          destinationId: visa.visa.destinationId,
          price: visa.visa.price,
        })
        .returning({
          id: requests.id,
          reference: requests.reference,
          publicReference: requests.publicReference,
          status: requests.status,
        });
      created.push({ ...row!, publicReference: formatPublicReference(row!.publicReference) });
    }
    await tx.insert(requestStatusHistory).values(
      created.map((r) => ({
        requestId: r.id,
        fromStatus: null,
        toStatus: 'Requested' as const,
        actorType: 'user' as const,
        actorId: userId,
      })),
    );
    await deps.events(tx, {
      type: 'request.submitted',
      requestId: created[0]!.id,
      params: {
        groupReference: group!.reference,
        reference: created[0]!.reference,
        travellers: created.length,
        visaTitleEn: visa.visa.titleEn,
        visaTitleAr: visa.visa.titleAr,
      },
    });
    await notifyApplicationSubmitted(deps, tx, group!.id);
    return {
      groupId: group!.id,
      groupReference: group!.reference,
      totalAmount: group!.totalAmount,
      currency: 'IQD' as const,
      requests: created,
    };
  });
}
