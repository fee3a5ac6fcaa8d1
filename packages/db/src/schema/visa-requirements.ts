import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const visaRequirements = pgTable(
  'visa_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    kind: text('kind').$type<'document' | 'information'>().notNull().default('document'),
    acceptedTypes: text('accepted_types').array().notNull().default(sql`'{}'::text[]`),
    maxSizeMb: integer('max_size_mb').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`vd_normalize(coalesce(name_en, '') || ' ' || coalesce(name_ar, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visa_requirements_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('visa_requirements_name_en_idx').on(t.nameEn, t.id),
    index('visa_requirements_name_ar_idx').on(t.nameAr, t.id),
    index('visa_requirements_created_idx').on(t.createdAt, t.id),
  ],
);
export type VisaRequirementRow = typeof visaRequirements.$inferSelect;
