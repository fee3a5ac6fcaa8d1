import {
  and,
  asc,
  countries,
  type Db,
  desc,
  eq,
  exists,
  inArray,
  not,
  or,
  type SQL,
  sql,
  type Tx,
  visaNationalities,
  visaRequiredDocuments,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { toVisa, toVisaSummary } from './mappers';

// Qualified by hand: drizzle may write bare column names, and a bare "id" here would be ambiguous.
const nationalityCount = sql<number>`(select count(*)::int from visa_nationalities n where n.visa_id = "visas"."id")`;

/** Summaries with their destination, for lists and the public pages. */
async function summaries(db: Db | Tx, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) {
  const rows = await db
    .select({ visa: visas, destination: countries, nationalityCount })
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.destinationId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toVisaSummary(r.visa, r.destination, r.nationalityCount));
}

export async function getVisa(db: Db | Tx, id: string, includeInactive: boolean) {
  const [row] = await db
    .select({ visa: visas, destination: countries })
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.destinationId))
    .where(eq(visas.id, id));
  if (!row || (!row.visa.isActive && !includeInactive)) throw notFound('Visa');
  const nationalities = await db
    .select({
      id: countries.id,
      nameEn: countries.nameEn,
      nameAr: countries.nameAr,
      iso2: countries.iso2,
      flagKey: countries.flagKey,
    })
    .from(visaNationalities)
    .innerJoin(countries, eq(countries.id, visaNationalities.countryId))
    .where(eq(visaNationalities.visaId, id))
    .orderBy(asc(countries.nameEn));
  const requirements = await db
    .select({
      id: visaRequirements.id,
      nameEn: visaRequirements.nameEn,
      nameAr: visaRequirements.nameAr,
      kind: visaRequirements.kind,
    })
    .from(visaRequiredDocuments)
    .innerJoin(visaRequirements, eq(visaRequirements.id, visaRequiredDocuments.requirementId))
    .where(eq(visaRequiredDocuments.visaId, id))
    .orderBy(asc(visaRequirements.nameEn));
  return toVisa(row.visa, row.destination, nationalities, requirements);
}

export interface VisaListQuery {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  destinationId?: string | undefined;
  type?: string | undefined;
  isActive?: boolean | undefined;
  isFeatured?: boolean | undefined;
}

const visaFilters = new ListFilterSet<{
  destinationId?: string | undefined;
  type?: (typeof visas.$inferSelect)['type'] | undefined;
  isActive?: boolean | undefined;
  isFeatured?: boolean | undefined;
}>({
  destinationId: { where: (v) => eq(visas.destinationId, v) },
  type: { where: (v) => eq(visas.type, v) },
  isActive: { where: (v) => eq(visas.isActive, v) },
  isFeatured: { where: (v) => eq(visas.isFeatured, v) },
});

export function listVisas(app: FastifyInstance, query: VisaListQuery) {
  return runList({
    name: 'visas',
    db: app.db,
    table: visas,
    query,
    searchColumn: visas.searchText,
    idColumn: visas.id,
    sortColumns: {
      titleEn: visas.titleEn,
      titleAr: visas.titleAr,
      price: visas.price,
      processingDays: visas.processingDays,
      createdAt: visas.createdAt,
      updatedAt: visas.updatedAt,
    },
    filters: visaFilters,
    values: query,
    rows: { byIds: (ids) => summaries(app.db, inArray(visas.id, ids), [], ids.length) },
  });
}

const PUBLIC_LIMIT = 12;
const active = and(eq(visas.isActive, true), eq(countries.isActive, true));

export const featuredVisas = (app: FastifyInstance) =>
  summaries(
    app.db,
    and(active, eq(visas.isFeatured, true)),
    [desc(visas.createdAt), desc(visas.id)],
    PUBLIC_LIMIT,
  );

export const latestVisas = (app: FastifyInstance) =>
  summaries(app.db, active, [desc(visas.createdAt), desc(visas.id)], PUBLIC_LIMIT);

/**
 * Active visas to `destinationId` open to holders of `nationalityId`. A visa that lists no
 * eligible nationalities is open to every nationality.
 */
export function availableVisas(app: FastifyInstance, nationalityId: string, destinationId: string) {
  const listed = app.db
    .select({ one: sql`1` })
    .from(visaNationalities)
    .where(eq(visaNationalities.visaId, visas.id));
  const eligible = app.db
    .select({ one: sql`1` })
    .from(visaNationalities)
    .where(and(eq(visaNationalities.visaId, visas.id), eq(visaNationalities.countryId, nationalityId)));
  return summaries(
    app.db,
    and(active, eq(visas.destinationId, destinationId), or(exists(eligible), not(exists(listed)))),
    [asc(visas.price), asc(visas.id)],
    100,
  );
}
