import { ErrorCode, type VisaRequirement, type VisaRequirementBody } from '@visadesk/contract';
import {
  asc,
  eq,
  inArray,
  type VisaRequirementRow,
  visaRequiredDocuments,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';

export const toRequirement = (row: VisaRequirementRow): VisaRequirement => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  descriptionEn: row.descriptionEn,
  descriptionAr: row.descriptionAr,
  kind: row.kind,
  acceptedTypes: row.acceptedTypes as VisaRequirement['acceptedTypes'],
  maxSizeMb: row.maxSizeMb,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function createRequirement(app: FastifyInstance, body: Required<VisaRequirementBody>) {
  const [row] = await app.db.insert(visaRequirements).values(body).returning();
  return toRequirement(row!);
}

export async function getRequirement(app: FastifyInstance, id: string, includeInactive: boolean) {
  const [row] = await app.db.select().from(visaRequirements).where(eq(visaRequirements.id, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound('Visa requirement');
  return toRequirement(row);
}

export async function updateRequirement(
  app: FastifyInstance,
  id: string,
  patch: Partial<VisaRequirementBody>,
) {
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(visaRequirements)
      .where(eq(visaRequirements.id, id))
      .for('update');
    if (!current) throw notFound('Visa requirement');
    const kind = patch.kind ?? current.kind;
    const types = patch.acceptedTypes ?? current.acceptedTypes;
    if (kind === 'document' && types.length === 0) {
      throw badRequest('body.acceptedTypes: a document requirement needs at least one accepted file type');
    }
    const [row] = await tx
      .update(visaRequirements)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(visaRequirements.id, id))
      .returning();
    return toRequirement(row!);
  });
}

/** A requirement that a visa asks for cannot be deleted; deactivate it instead. */
export async function deleteRequirement(app: FastifyInstance, id: string) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(visaRequirements).where(eq(visaRequirements.id, id)).for('update');
    if (!row) throw notFound('Visa requirement');
    const users = await tx
      .select({ title: visas.titleEn })
      .from(visaRequiredDocuments)
      .innerJoin(visas, eq(visas.id, visaRequiredDocuments.visaId))
      .where(eq(visaRequiredDocuments.requirementId, id))
      .orderBy(asc(visas.titleEn))
      .limit(4);
    if (users.length > 0) {
      const names = users
        .slice(0, 3)
        .map((u) => `"${u.title}"`)
        .join(', ');
      throw conflict(
        `${row.nameEn} is required by ${names}${users.length > 3 ? ' and more' : ''}; deactivate it instead of deleting it`,
        ErrorCode.IN_USE,
      );
    }
    await tx.delete(visaRequirements).where(eq(visaRequirements.id, id));
  });
}

export interface RequirementListQuery {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  isActive?: boolean | undefined;
  kind?: 'document' | 'information' | undefined;
}

const requirementFilters = new ListFilterSet<{
  isActive?: boolean | undefined;
  kind?: (typeof visaRequirements.$inferSelect)['kind'] | undefined;
}>({
  isActive: { where: (v) => eq(visaRequirements.isActive, v) },
  kind: { where: (v) => eq(visaRequirements.kind, v) },
});

export async function listRequirements(app: FastifyInstance, query: RequirementListQuery) {
  const page = await runList({
    name: 'visa-requirements',
    db: app.db,
    table: visaRequirements,
    query,
    searchColumn: visaRequirements.searchText,
    idColumn: visaRequirements.id,
    sortColumns: {
      nameEn: visaRequirements.nameEn,
      nameAr: visaRequirements.nameAr,
      kind: visaRequirements.kind,
      createdAt: visaRequirements.createdAt,
      updatedAt: visaRequirements.updatedAt,
    },
    filters: requirementFilters,
    values: query,
    rows: { byIds: (ids) => app.db.select().from(visaRequirements).where(inArray(visaRequirements.id, ids)) },
  });
  return { ...page, items: page.items.map(toRequirement) };
}

export async function completeRequirementList(app: FastifyInstance) {
  const rows = await app.db
    .select({
      id: visaRequirements.id,
      nameEn: visaRequirements.nameEn,
      nameAr: visaRequirements.nameAr,
      kind: visaRequirements.kind,
    })
    .from(visaRequirements)
    .where(eq(visaRequirements.isActive, true))
    .orderBy(asc(visaRequirements.nameEn));
  return rows;
}
