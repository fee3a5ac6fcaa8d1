import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One table serves both nationalities (origin) and destinations. */
export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    iso2: text('iso2').notNull(),
    flagKey: text('flag_key'),
    isActive: boolean('is_active').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`vd_normalize(coalesce(name_en, '') || ' ' || coalesce(name_ar, '') || ' ' || coalesce(iso2, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('countries_iso2_idx').on(t.iso2),
    index('countries_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('countries_name_en_idx').on(t.nameEn, t.id),
    index('countries_name_ar_idx').on(t.nameAr, t.id),
    index('countries_created_idx').on(t.createdAt, t.id),
    index('countries_updated_idx').on(t.updatedAt, t.id),
  ],
);
export type CountryRow = typeof countries.$inferSelect;
