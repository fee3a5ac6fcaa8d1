import type { PersonalField } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { visaRequirements } from './visa-requirements';

export const visas = pgTable(
  'visas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    entry: text('entry').notNull().default('single'),
    validityDays: integer('validity_days').notNull(),
    stayDays: integer('stay_days').notNull(),
    processingDays: integer('processing_days').notNull(),
    price: integer('price').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    imageKey: text('image_key'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    requiredFields: text('required_fields')
      .array()
      .$type<PersonalField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`vd_normalize(coalesce(title_en, '') || ' ' || coalesce(title_ar, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visas_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('visas_destination_idx').on(t.destinationId, t.createdAt),
    index('visas_created_idx').on(t.createdAt, t.id),
    index('visas_updated_idx').on(t.updatedAt, t.id),
    index('visas_title_en_idx').on(t.titleEn, t.id),
    index('visas_title_ar_idx').on(t.titleAr, t.id),
    index('visas_price_idx').on(t.price, t.id),
    index('visas_processing_idx').on(t.processingDays, t.id),
    // The list's type and destination + type filters, and its few inactive and featured visas
    // (the public featured list walks the featured index too): see migration 0011.
    index('visas_type_created_idx').on(t.type, t.createdAt, t.id),
    index('visas_destination_type_idx').on(t.destinationId, t.type, t.createdAt, t.id),
    index('visas_inactive_created_idx').on(t.createdAt, t.id).where(sql`not is_active`),
    // is_active in the key too: the list's active + featured count is then read from the index
    // alone (2 ms instead of 16 at a million visas, migration 0014).
    index('visas_featured_idx').on(t.createdAt, t.id, t.isActive).where(sql`is_featured`),
  ],
);
export type VisaRow = typeof visas.$inferSelect;

/** Nationalities allowed to apply for a visa. */
export const visaNationalities = pgTable(
  'visa_nationalities',
  {
    visaId: uuid('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.visaId, t.countryId] }),
    index('visa_nationalities_country_idx').on(t.countryId),
  ],
);

/** Documents an applicant must provide for a visa. */
export const visaRequiredDocuments = pgTable(
  'visa_required_documents',
  {
    visaId: uuid('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => visaRequirements.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.visaId, t.requirementId] }),
    index('visa_required_documents_requirement_idx').on(t.requirementId),
  ],
);

/** Images embedded in a visa's description; removed from storage with the visa. */
export const visaContentImages = pgTable(
  'visa_content_images',
  {
    key: text('key').primaryKey(),
    visaId: uuid('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visa_content_images_visa_idx').on(t.visaId)],
);
