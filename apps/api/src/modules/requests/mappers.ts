import type { VisaRequest } from '@visadesk/contract';
import type { Db, SQL, Tx } from '@visadesk/db';
import {
  admins,
  countries,
  eq,
  inArray,
  type RequestRow,
  requestGroups,
  requests,
  users,
  visas,
} from '@visadesk/db';
import { alias } from 'drizzle-orm/pg-core';
import type { ListPage } from '../../lib/list';
import { toCountryOption } from '../countries/service';

const nationality = alias(countries, 'nationality');
const destination = alias(countries, 'destination');

const option = (c: typeof countries.$inferSelect) => toCountryOption(c);

/** Loads requests with everything a list row or the detail shows, in one query. */
export async function loadRequests(
  db: Db | Tx,
  ids: string[],
): Promise<(VisaRequest & { requiredFields: string[] })[]> {
  if (ids.length === 0) return [];
  return (await selectRequests(db, {}).where(inArray(requests.id, ids))).map(toRequest);
}

/** A list page's rows joined to the query that picks the page (one round trip; see runList). */
export async function loadRequestPage(db: Db, page: ListPage) {
  const rows = await selectRequests(db, { key: page.key, ord: page.ord }).innerJoin(
    page,
    eq(page.id, requests.id),
  );
  return rows.map((r) => ({ row: toRequest(r), key: r.key, ord: r.ord }));
}

function selectRequests<Extra extends Record<string, SQL.Aliased>>(db: Db | Tx, extra: Extra) {
  return db
    .select({
      ...extra,
      request: requests,
      groupReference: requestGroups.reference,
      visa: {
        id: visas.id,
        titleEn: visas.titleEn,
        titleAr: visas.titleAr,
        requiredFields: visas.requiredFields,
      },
      destination,
      nationality,
      applicant: { id: users.id, fullName: users.fullName, email: users.email },
      assigned: { id: admins.id, name: admins.name },
    })
    .from(requests)
    .innerJoin(requestGroups, eq(requestGroups.id, requests.groupId))
    .innerJoin(visas, eq(visas.id, requests.visaId))
    .innerJoin(destination, eq(destination.id, requests.destinationId))
    .innerJoin(nationality, eq(nationality.id, requests.nationalityId))
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(admins, eq(admins.id, requests.assignedAdminId))
    .$dynamic();
}

const selectPlain = (db: Db | Tx) => selectRequests(db, {} as Record<never, SQL.Aliased>);
type SelectedRequest = Awaited<ReturnType<typeof selectPlain>>[number];

function toRequest(r: SelectedRequest): VisaRequest & { requiredFields: string[] } {
  return {
    ...personal(r.request),
    id: r.request.id,
    reference: r.request.reference,
    groupId: r.request.groupId,
    groupReference: r.groupReference,
    status: r.request.status,
    visa: { id: r.visa.id, titleEn: r.visa.titleEn, titleAr: r.visa.titleAr },
    requiredFields: r.visa.requiredFields,
    destination: option(r.destination),
    nationality: option(r.nationality),
    applicant: r.applicant,
    price: r.request.price,
    currency: 'IQD' as const,
    assignedAdmin: r.assigned?.id ? { id: r.assigned.id, name: r.assigned.name } : null,
    reason: r.request.reason,
    version: r.request.version,
    createdAt: r.request.createdAt.toISOString(),
    updatedAt: r.request.updatedAt.toISOString(),
  };
}

export function personal(row: RequestRow) {
  return {
    fullName: row.fullName,
    fullQuadrupleName: row.fullQuadrupleName,
    passportNumber: row.passportNumber,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    travelDate: row.travelDate,
    returnDate: row.returnDate,
    passportExpiry: row.passportExpiry,
    lastEntry: row.lastEntry,
    educationDegree: row.educationDegree,
    travelReason: row.travelReason,
    destinationAirport: row.destinationAirport,
  };
}
