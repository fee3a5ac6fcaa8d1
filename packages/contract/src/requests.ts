import { z } from 'zod';
import { isoDay, storableText } from './common';
import { countryOptionSchema } from './countries';
import { localeSchema, type PersonalField, requestStatusSchema } from './enums';
import { listQuerySchema, pagedSchema } from './list';

/** Each §3 personal field and the property that carries it in JSON. */
export const PERSONAL_FIELD_KEYS = {
  FullName: 'fullName',
  FullQuadRupleName: 'fullQuadrupleName',
  PassportNumber: 'passportNumber',
  Email: 'email',
  DateOfBirth: 'dateOfBirth',
  TravelDate: 'travelDate',
  ReturnDate: 'returnDate',
  PassportExpiry: 'passportExpiry',
  LastEntry: 'lastEntry',
  EducationDegree: 'educationDegree',
  TravelReason: 'travelReason',
  DestinationAirport: 'destinationAirport',
} as const satisfies Record<PersonalField, string>;
export type PersonalFieldKey = (typeof PERSONAL_FIELD_KEYS)[PersonalField];

const isoDate = isoDay;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The twelve personal fields as a traveller sends them, each with its rule. Every one is optional
 * here; which are required depends on the visa (its `requiredFields`), checked by the server and
 * by the form. The one list of them: the other schemas and the API's mappings derive from it.
 */
const personalFieldRules = {
  fullName: text(150).optional(),
  fullQuadrupleName: text(250).optional(),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'must be 5–20 letters or digits')
    .transform((v) => v.toUpperCase())
    .optional(),
  email: z.email().max(254).optional(),
  dateOfBirth: isoDate.optional(),
  travelDate: isoDate.optional(),
  returnDate: isoDate.optional(),
  passportExpiry: isoDate.optional(),
  lastEntry: isoDate.optional(),
  educationDegree: text(100).optional(),
  travelReason: text(500).optional(),
  destinationAirport: text(100).optional(),
} satisfies Record<PersonalFieldKey, z.ZodType>;
export const personalFieldsSchema = z.object(personalFieldRules);

/** The personal fields' properties, in the order the schemas list them. */
export const PERSONAL_KEYS = Object.keys(personalFieldRules) as PersonalFieldKey[];

/** The personal fields as stored and answered: text or null (dates as YYYY-MM-DD). */
export const storedPersonalFieldsSchema = z.object(
  Object.fromEntries(PERSONAL_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    PersonalFieldKey,
    z.ZodNullable<z.ZodString>
  >,
);
export type StoredPersonalFields = z.infer<typeof storedPersonalFieldsSchema>;

/** The personal fields of anything that carries them (a row, a detail), and nothing else. */
export function personalFieldsOf<T extends Record<PersonalFieldKey, unknown>>(
  from: T,
): Pick<T, PersonalFieldKey> {
  const fields = {} as Pick<T, PersonalFieldKey>;
  for (const key of PERSONAL_KEYS) fields[key] = from[key];
  return fields;
}

/** A traveller as submitted: a nationality and the personal fields. */
export const travellerSchema = z
  .object({ nationalityId: z.uuid(), ...personalFieldsSchema.shape })
  .meta({ id: 'Traveller' });
export type Traveller = z.input<typeof travellerSchema>;

export const createRequestGroupSchema = z
  .object({ visaId: z.uuid(), travellers: z.array(travellerSchema).min(1).max(10) })
  .meta({ id: 'CreateRequestGroup' });
export type CreateRequestGroup = z.input<typeof createRequestGroupSchema>;

/**
 * The date rules every traveller must meet, whatever the visa: born in the past, travelling in the
 * future, back after leaving, and a passport still valid on return. Returns `[field, message]` pairs.
 */
export function travellerDateProblems(
  t: Partial<Record<PersonalFieldKey, string>>,
  today: string,
): [string, string][] {
  const problems: [string, string][] = [];
  if (t.dateOfBirth && t.dateOfBirth >= today) problems.push(['dateOfBirth', 'must be in the past']);
  if (t.travelDate && t.travelDate < today) problems.push(['travelDate', 'must be today or later']);
  if (t.travelDate && t.returnDate && t.returnDate <= t.travelDate) {
    problems.push(['returnDate', 'must be after the travel date']);
  }
  const lastDay = t.returnDate ?? t.travelDate;
  if (t.passportExpiry && lastDay && t.passportExpiry <= lastDay) {
    problems.push(['passportExpiry', 'the passport must be valid past the return date']);
  }
  if (t.passportExpiry && t.passportExpiry <= today)
    problems.push(['passportExpiry', 'the passport has expired']);
  if (t.lastEntry && t.lastEntry > today) problems.push(['lastEntry', 'must not be in the future']);
  return problems;
}

const personRef = z.object({ id: z.uuid(), name: z.string() });

export const requestSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    groupId: z.uuid(),
    groupReference: z.string(),
    status: requestStatusSchema,
    visa: z.object({ id: z.uuid(), titleEn: z.string(), titleAr: z.string() }),
    destination: countryOptionSchema,
    nationality: countryOptionSchema,
    applicant: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
    ...storedPersonalFieldsSchema.shape,
    price: z.number().int(),
    currency: z.literal('IQD'),
    assignedAdmin: personRef.nullable(),
    reason: z.string().nullable(),
    /** The language the reason is written in (null without a reason): mark it with lang and dir. */
    reasonLang: localeSchema.nullable(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Request' });
export type VisaRequest = z.infer<typeof requestSchema>;

export const requestDocumentSchema = z
  .object({
    id: z.uuid(),
    requirement: z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() }).nullable(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string(),
    uploadedBy: z.enum(['admin', 'user']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RequestDocument' });

export const statusHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    from: requestStatusSchema.nullable(),
    to: requestStatusSchema,
    actor: z.object({
      type: z.enum(['admin', 'user', 'system']),
      id: z.uuid().nullable(),
      name: z.string().nullable(),
    }),
    note: z.string().nullable(),
    /** The language of the note (null without one). */
    noteLang: localeSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StatusHistoryEntry' });

export const requestNoteSchema = z
  .object({ id: z.uuid(), body: z.string(), author: personRef.nullable(), createdAt: z.iso.datetime() })
  .meta({ id: 'RequestNote' });

export const requestDetailSchema = requestSchema
  .extend({
    /** The applicant, with the language they read (their mails and the portal's default). */
    applicant: requestSchema.shape.applicant.extend({ locale: localeSchema }),
    /** The applicant's tracking reference, grouped for reading to a caller. */
    publicReference: z.string(),
    requiredFields: z.array(z.string()),
    documents: z.array(requestDocumentSchema),
    history: z.array(statusHistoryEntrySchema),
    notes: z.array(requestNoteSchema),
    /** The moves an admin may make from the current status (the state machine). */
    allowedTransitions: z.array(requestStatusSchema),
    /** Money owed back after a paid request was canceled or rejected. */
    refund: z
      .object({
        amount: z.number().int(),
        status: z.enum(['due', 'sent', 'failed']),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'RequestDetail' });
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** The request list's filters, shared by the list and its export. */
const requestFilters = {
  status: requestStatusSchema.optional(),
  visaId: z.uuid().optional(),
  destinationId: z.uuid().optional(),
  nationalityId: z.uuid().optional(),
  /** An admin's id, or `none` for unassigned requests. */
  assignedAdminId: z.union([z.uuid(), z.literal('none')]).optional(),
  /** Submitted on or after this day (the agency's day, AGENCY_TIME_ZONE; ADR 0033). */
  from: isoDate.optional(),
  /** Submitted on or before this day (the agency's day). */
  to: isoDate.optional(),
};

export const REQUEST_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'reference',
  'status',
  'price',
  'travelDate',
] as const;
export const requestListQuerySchema = listQuerySchema(REQUEST_SORT_FIELDS, requestFilters, '-createdAt');
export type RequestListQuery = z.input<typeof requestListQuerySchema>;
export const requestPageSchema = pagedSchema(requestSchema)
  .extend({
    /**
     * Matching requests per status under every filter but the status one. Exact for the whole
     * list and for one of visa, destination, nationality or assignee alone; for a search, dates or
     * several filters together, exact up to 10 000 matching requests and null beyond.
     */
    statusCounts: z.record(requestStatusSchema, z.number().int()).nullable(),
  })
  .meta({ id: 'RequestPage' });

export const requestPatchSchema = z
  .object({
    /** The version the client last saw; a newer one on the server means someone else changed it. */
    version: z.number().int().min(1),
    status: requestStatusSchema.optional(),
    reason: z.string().trim().min(1).max(2000).optional(),
    /**
     * The language the reason is written in (`en` or `ar`); the back office offers the applicant's.
     * Left out, it is read from the text (Arabic letters: `ar`, else `en`).
     */
    reasonLang: localeSchema.optional(),
    assignedAdminId: z.uuid().nullable().optional(),
    note: z.string().trim().min(1).max(5000).optional(),
  })
  .refine((p) => p.reasonLang === undefined || p.reason !== undefined, {
    path: ['reasonLang'],
    message: 'is the language of a reason: send it with one',
  })
  .meta({ id: 'RequestPatch' });
export type RequestPatch = z.infer<typeof requestPatchSchema>;

export const publicRequestQuerySchema = z
  .object({
    passportNumber: z.string().trim().min(1).max(20).optional(),
    email: z.string().trim().min(1).max(254).optional(),
  })
  .refine((q) => q.passportNumber || q.email, {
    path: ['passportNumber'],
    message: 'give the passport number or the email used in the request',
  });
// No .meta id on query schemas: OpenAPI parameters cannot point at shared components.

/**
 * What a tracker sees with the public reference and the passport number or email: the status,
 * the visa and when it last changed. Never the staff's reason or notes: those need a sign-in.
 */
export const publicRequestInfoSchema = z
  .object({
    /** The public reference, grouped for reading (`K7QM4-XTR9H-CP2WD`). */
    reference: z.string(),
    visa: z.object({ titleEn: z.string(), titleAr: z.string() }),
    status: requestStatusSchema,
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicRequestInfo' });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export const requestExportQuerySchema = z.object({
  ...requestFilters,
  search: storableText(100).optional(),
  /** Language of the column titles and of country and visa names. */
  locale: localeSchema.default('en'),
  /**
   * An id the caller chose: rows written so far are announced on the caller's event stream as
   * `export-progress` messages with this id (for XLSX, whose zipped bytes tell the client nothing).
   */
  progress: z.uuid().optional(),
});

/** An `export-progress` message of the event stream: rows of the export written so far. */
export const exportProgressSchema = z.object({
  exportId: z.uuid(),
  rows: z.number().int().nonnegative(),
  done: z.boolean(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

export const requestGroupCreatedSchema = z
  .object({
    groupId: z.uuid(),
    groupReference: z.string(),
    totalAmount: z.number().int(),
    currency: z.literal('IQD'),
    requests: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        /** What the traveller tracks the request with, grouped for reading. */
        publicReference: z.string(),
        status: requestStatusSchema,
      }),
    ),
  })
  .meta({ id: 'RequestGroupCreated' });

export const cashPaymentSchema = z
  .object({ groupId: z.uuid(), note: z.string().trim().max(500).optional() })
  .meta({ id: 'CashPayment' });
export const cashPaymentResultSchema = z
  .object({
    transactionId: z.uuid(),
    groupId: z.uuid(),
    amount: z.number().int(),
    status: z.literal('succeeded'),
    paidRequestIds: z.array(z.uuid()),
  })
  .meta({ id: 'CashPaymentResult' });
