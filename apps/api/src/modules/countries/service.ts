import {
  type Country,
  type CountryBody,
  type CountryOption,
  ErrorCode,
  type Locale,
} from '@visadesk/contract';
import {
  asc,
  type CountryRow,
  count,
  countries,
  eq,
  inArray,
  sql,
  visaNationalities,
  visas,
} from '@visadesk/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../lib/http/errors';
import { IMAGE_TYPES, publicFileUrl, readUpload, replaceFile, storeUpload } from '../../lib/http/uploads';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql/pg-errors';

export const toCountry = (row: CountryRow): Country => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  iso2: row.iso2,
  flagUrl: publicFileUrl(row.flagKey),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCountryOption = (
  row: Pick<CountryRow, 'id' | 'nameEn' | 'nameAr' | 'iso2' | 'flagKey'>,
): CountryOption => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  iso2: row.iso2,
  flagUrl: publicFileUrl(row.flagKey),
});

const duplicateIso = (iso2: string) =>
  conflict(`A country with the ISO code ${iso2} already exists`, ErrorCode.DUPLICATE);

async function write<T>(iso2: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateIso(iso2 ?? '');
    throw error;
  }
}

export async function createCountry(app: FastifyInstance, body: Required<CountryBody>): Promise<Country> {
  const [row] = await write(body.iso2, () => app.db.insert(countries).values(body).returning());
  return toCountry(row!);
}

export async function getCountry(
  app: FastifyInstance,
  id: string,
  includeInactive: boolean,
): Promise<Country> {
  const [row] = await app.db.select().from(countries).where(eq(countries.id, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound('Country');
  return toCountry(row);
}

export async function updateCountry(
  app: FastifyInstance,
  id: string,
  patch: Partial<CountryBody>,
): Promise<Country> {
  const [row] = await write(patch.iso2, () =>
    app.db
      .update(countries)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(countries.id, id))
      .returning(),
  );
  if (!row) throw notFound('Country');
  return toCountry(row);
}

/** A country some visa uses cannot be deleted: deactivating it hides it without breaking them. */
export async function deleteCountry(app: FastifyInstance, id: string): Promise<void> {
  const key = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
    if (!row) throw notFound('Country');
    const [asDestination] = await tx.select({ n: count() }).from(visas).where(eq(visas.destinationId, id));
    const [asNationality] = await tx
      .select({ n: count() })
      .from(visaNationalities)
      .where(eq(visaNationalities.countryId, id));
    const uses = [
      asDestination?.n ? `the destination of ${asDestination.n} visa(s)` : '',
      asNationality?.n ? `an eligible nationality of ${asNationality.n} visa(s)` : '',
    ].filter(Boolean);
    if (uses.length > 0) {
      throw conflict(
        `${row.nameEn} is ${uses.join(' and ')}; deactivate it instead of deleting it`,
        ErrorCode.IN_USE,
      );
    }
    await tx.delete(countries).where(eq(countries.id, id));
    return row.flagKey;
  });
  if (key) await app.storage.delete(key).catch((err) => app.log.warn({ err }, 'could not delete a flag'));
}

const countryFilters = new ListFilterSet<{ isActive?: boolean | undefined }>({
  isActive: { where: (v) => eq(countries.isActive, v) },
});

export async function listCountries(app: FastifyInstance, query: CountryListQueryParsed) {
  const page = await runList({
    name: 'countries',
    db: app.db,
    table: countries,
    query,
    searchColumn: countries.searchText,
    idColumn: countries.id,
    sortColumns: {
      nameEn: countries.nameEn,
      nameAr: countries.nameAr,
      iso2: countries.iso2,
      createdAt: countries.createdAt,
      updatedAt: countries.updatedAt,
    },
    filters: countryFilters,
    values: query,
    rows: { byIds: (ids) => app.db.select().from(countries).where(inArray(countries.id, ids)) },
  });
  return { ...page, items: page.items.map(toCountry) };
}

export interface CountryListQueryParsed {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  isActive?: boolean | undefined;
}

/** Every active country, for selects; sorted by the name in the reader's language. */
export async function completeCountryList(app: FastifyInstance, locale: Locale): Promise<CountryOption[]> {
  const rows = await app.db
    .select()
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(locale === 'ar' ? asc(countries.nameAr) : asc(countries.nameEn));
  return rows.map(toCountryOption);
}

export async function uploadFlag(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<Country> {
  const [exists] = await app.db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  if (!exists) throw notFound('Country');
  const upload = await readUpload(request, IMAGE_TYPES, app.config.IMAGE_MAX_BYTES);
  const key = await storeUpload(app, 'public', upload);
  return replaceFile(app, key, () =>
    app.db.transaction(async (tx) => {
      const [old] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
      if (!old) throw notFound('Country');
      const [row] = await tx
        .update(countries)
        .set({ flagKey: key, updatedAt: sql`now()` })
        .where(eq(countries.id, id))
        .returning();
      return { result: toCountry(row!), oldKey: old.flagKey };
    }),
  );
}
