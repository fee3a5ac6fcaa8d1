import {
  formatPublicReference,
  type Locale,
  languageOf,
  PERSONAL_KEYS,
  type PersonalFieldKey,
  personalFieldsOf,
  type StoredPersonalFields,
  type VisaRequest,
} from '@visadesk/contract';
import type { Db, Tx } from '@visadesk/db';
import { admins, countries, inArray, requestGroups, requests, sql, users, visas } from '@visadesk/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { frozenSql, isoTimestamp, rowsOf } from '../../lib/sql/frozen-sql';
import type { ListPage } from '../../lib/sql/list';
import { toCountryOption } from '../countries/service';

/** Loads requests with everything a list row or the detail shows, in one query. */
export async function loadRequests(
  db: Db | Tx,
  ids: string[],
): Promise<
  (VisaRequest & {
    requiredFields: string[];
    publicReference: string;
    applicant: VisaRequest['applicant'] & { locale: Locale };
  })[]
> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<PageRow & { visa: { requiredFields: string[] }; publicReference: string }>(
    db,
    sql`select ${DETAIL_COLUMNS} from ${requests} where ${inArray(requests.id, ids)}`,
  );
  return rows.map((r) => ({
    ...pageRowToRequest(r),
    requiredFields: r.visa.requiredFields,
    publicReference: formatPublicReference(r.publicReference),
    applicant: { ...r.applicant, locale: r.applicant.locale === 'ar' ? ('ar' as const) : ('en' as const) },
  }));
}

/**
 * A list page's rows joined to the query that picks the page (one round trip; see runList): one
 * text per filter shape, built once (ADR 0025). The select list is rendered once (frozenSql) and
 * rows are mapped by hand: building and mapping this 30-column select through the ORM was the
 * largest share of a list call's CPU (ADR 0014).
 */
export const requestPageSql = (page: ListPage) =>
  sql`select ${LIST_COLUMNS}, ${page.key} as "key", ${page.ord} as "ord"
      from ${requests} join ${page} on ${page.id} = ${requests.id}`;

/** One row of requestPageSql as a list item. */
export function requestPageRow(r: PageRow) {
  return { row: pageRowToRequest(r), key: r.key, ord: r.ord };
}

type PageRow = StoredPersonalFields & {
  id: string;
  reference: string;
  groupId: string;
  status: VisaRequest['status'];
  price: number;
  reason: string | null;
  reasonLang: Locale | null;
  version: number;
  createdAt: string | Date;
  updatedAt: string | Date;
  groupReference: string;
  visa: { id: string; titleEn: string; titleAr: string };
  destination: CountryJson;
  nationality: CountryJson;
  applicant: { id: string; fullName: string; email: string; locale?: string };
  assigned: { id: string; name: string } | null;
  key: string | null;
  ord: number | string;
};

const dateText = (column: AnyPgColumn) => sql`${column}::text`;
const countryJson = (column: AnyPgColumn) =>
  sql<CountryJson>`(select json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar, 'iso2', c.iso2, 'flagKey', c.flag_key) from ${countries} c where c.id = ${column})`;
/** A personal field's column as the contract answers it: dates as text. */
const personalColumn = (key: PersonalFieldKey) =>
  requests[key].getSQLType() === 'date' ? dateText(requests[key]) : sql`${requests[key]}`;
/**
 * Every personal field (the contract's list), each under its own name. Two to a line, as the
 * statement was first written: its text, and so its prepared statement, stays the same.
 */
const PERSONAL_COLUMNS = sql.join(
  PERSONAL_KEYS.map(
    (key, i) => sql`${personalColumn(key)} as ${sql.raw(`"${key}"`)},${sql.raw(i % 2 ? ' ' : '\n  ')}`,
  ),
);
/** The tracking reference, for the drawer: list rows leave it out (their statements stay as they were). */
const DETAIL_ONLY = sql`, ${requests.publicReference} as "publicReference"`;
/** A request's columns; the detail also reads the visa's required fields, which a list row leaves out. */
const requestColumns = (detail: boolean) =>
  frozenSql(sql`${requests.id} as "id", ${requests.reference} as "reference",
  ${requests.groupId} as "groupId", ${requests.status} as "status", ${PERSONAL_COLUMNS}${requests.price} as "price",
  ${requests.reason} as "reason", ${requests.reasonLang} as "reasonLang", ${requests.version} as "version",
  ${requests.createdAt} as "createdAt", ${requests.updatedAt} as "updatedAt",
  (select g.reference from ${requestGroups} g where g.id = ${requests.groupId}) as "groupReference",
  (select json_build_object('id', v.id, 'titleEn', v.title_en, 'titleAr', v.title_ar${detail ? sql`, 'requiredFields', v.required_fields` : sql``}) from ${visas} v where v.id = ${requests.visaId}) as "visa",
  ${countryJson(requests.destinationId)} as "destination",
  ${countryJson(requests.nationalityId)} as "nationality",
  (select json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email${detail ? sql`, 'locale', u.locale` : sql``}) from ${users} u where u.id = ${requests.userId}) as "applicant",
  (select json_build_object('id', a.id, 'name', a.name) from ${admins} a where a.id = ${requests.assignedAdminId}) as "assigned"${detail ? DETAIL_ONLY : sql``}`);
const LIST_COLUMNS = requestColumns(false);
const DETAIL_COLUMNS = requestColumns(true);

function pageRowToRequest(r: PageRow): VisaRequest {
  return {
    ...personalFieldsOf(r),
    id: r.id,
    reference: r.reference,
    groupId: r.groupId,
    groupReference: r.groupReference,
    status: r.status,
    visa: { id: r.visa.id, titleEn: r.visa.titleEn, titleAr: r.visa.titleAr },
    destination: toCountryOption(r.destination),
    nationality: toCountryOption(r.nationality),
    applicant: r.applicant,
    price: r.price,
    currency: 'IQD' as const,
    assignedAdmin: r.assigned ? { id: r.assigned.id, name: r.assigned.name } : null,
    reason: r.reason,
    reasonLang: languageOf(r.reason, r.reasonLang),
    version: r.version,
    createdAt: isoTimestamp(r.createdAt),
    updatedAt: isoTimestamp(r.updatedAt),
  };
}

/*
 * The lookups are scalar subqueries, not joins: PostgreSQL spends ~5 ms planning an eight-way
 * join and ~0.4 ms on this shape, for the same 25 index probes per page (ADR 0014).
 */
type CountryJson = { id: string; nameEn: string; nameAr: string; iso2: string; flagKey: string | null };
