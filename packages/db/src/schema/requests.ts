import { type Locale, newPublicReference, type RequestStatus } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { countries } from './countries';
import { users } from './users';
import { visaRequirements } from './visa-requirements';
import { visas } from './visas';

/** Human references (VD-2026-000123) come from sequences, so they never repeat or collide. */
export const requestReferenceSeq = pgSequence('request_reference_seq', { startWith: 1 });
export const groupReferenceSeq = pgSequence('request_group_reference_seq', { startWith: 1 });

/** One submission by one applicant: a family or group travelling on one visa, paid in one payment. */
export const requestGroups = pgTable(
  'request_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    visaId: uuid('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'restrict' }),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('IQD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('request_groups_reference_idx').on(t.reference),
    // An applicant's groups, newest first (the portal's list walks it from the cursor).
    index('request_groups_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    /** What the applicant tracks it with: random, not derived from anything (ADR 0029). */
    // Drawn here for the app's inserts; the database's default (migration 0018) for raw ones.
    publicReference: text('public_reference')
      .notNull()
      .default(sql`vd_public_reference()`)
      .$defaultFn(newPublicReference),
    groupId: uuid('group_id')
      .notNull()
      .references(() => requestGroups.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    visaId: uuid('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'restrict' }),
    /** Copied from the visa at submission, so filters need no join and history stays true. */
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    nationalityId: uuid('nationality_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    status: text('status').$type<RequestStatus>().notNull().default('Requested'),
    fullName: text('full_name'),
    fullQuadrupleName: text('full_quadruple_name'),
    passportNumber: text('passport_number'),
    email: text('email'),
    dateOfBirth: date('date_of_birth'),
    travelDate: date('travel_date'),
    returnDate: date('return_date'),
    passportExpiry: date('passport_expiry'),
    lastEntry: date('last_entry'),
    educationDegree: text('education_degree'),
    travelReason: text('travel_reason'),
    destinationAirport: text('destination_airport'),
    /** Price snapshot in whole IQD: later price changes do not touch submitted requests. */
    price: integer('price').notNull(),
    assignedAdminId: uuid('assigned_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The language staff wrote the reason in, so it is marked (lang, dir) wherever it is shown. */
    reasonLang: text('reason_lang').$type<Locale>(),
    version: integer('version').notNull().default(1),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`vd_normalize(coalesce(reference, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(full_quadruple_name, '') || ' ' || coalesce(passport_number, '') || ' ' || coalesce(email, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requests_reference_idx').on(t.reference),
    uniqueIndex('requests_public_reference_idx').on(t.publicReference),
    index('requests_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('requests_created_idx').on(t.createdAt, t.id),
    index('requests_updated_idx').on(t.updatedAt, t.id),
    index('requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('requests_visa_idx').on(t.visaId, t.createdAt),
    index('requests_destination_idx').on(t.destinationId, t.createdAt),
    index('requests_destination_status_created_idx').on(t.destinationId, t.status, t.createdAt, t.id),
    index('requests_nationality_idx').on(t.nationalityId, t.createdAt),
    index('requests_assigned_idx').on(t.assignedAdminId, t.createdAt),
    index('requests_group_idx').on(t.groupId),
    index('requests_user_idx').on(t.userId, t.createdAt),
    index('requests_price_idx').on(t.price, t.id),
    index('requests_passport_idx').on(sql`lower(${t.passportNumber})`),
  ],
);
export type RequestRow = typeof requests.$inferSelect;

/**
 * How many requests each status has, overall (`all`, key '') and per destination, nationality,
 * visa and assigned admin (`admin`, key the admin's id or 'none'). Statement-level triggers on
 * requests keep it exact in the same transaction as every change (migration 0009, ADR 0014).
 */
export const requestStatusCounts = pgTable(
  'request_status_counts',
  {
    dimension: text('dimension').$type<'all' | 'destination' | 'nationality' | 'visa' | 'admin'>().notNull(),
    key: text('key').notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'request_status_counts_pk', columns: [t.dimension, t.key, t.status] })],
);

export const requestDocuments = pgTable(
  'request_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => visaRequirements.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedByType: text('uploaded_by_type').$type<'admin' | 'user'>().notNull(),
    uploadedById: uuid('uploaded_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_documents_request_idx').on(t.requestId, t.createdAt)],
);

/** The audit trail: every status move, who made it and why, written with the move itself. */
export const requestStatusHistory = pgTable(
  'request_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<RequestStatus>(),
    toStatus: text('to_status').$type<RequestStatus>().notNull(),
    actorType: text('actor_type').$type<'admin' | 'user' | 'system'>().notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    /** The language of the note (a reason is written in one language, the portal may show another). */
    noteLang: text('note_lang').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_status_history_request_idx').on(t.requestId, t.createdAt)],
);

/** Internal notes staff leave on a request; applicants never see them. */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_notes_request_idx').on(t.requestId, t.createdAt)],
);
