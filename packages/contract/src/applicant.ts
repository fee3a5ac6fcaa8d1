import { z } from 'zod';
import { countryOptionSchema } from './countries';
import { localeSchema, personalFieldSchema, requestStatusSchema } from './enums';
import { ticketStatusSchema } from './events';
import { decodeCursor, LIST_WINDOW, MAX_CURSOR_LENGTH, pagedSchema } from './list';
import { storedPersonalFieldsSchema, travellerSchema } from './requests';

/** A request's version: an int4 in the database. */
const versionSchema = z.number().int().min(1).max(2_147_483_647);

import { transactionGatewaySchema, transactionStatusSchema } from './transactions';

/**
 * The applicant portal's view of its own data: groups, requests, documents and tickets. Nothing
 * here names staff or carries their internal notes.
 */

/** An applicant's lists are short: smaller pages than the back office's. */
export const APPLICANT_MAX_PAGE_SIZE = 50;

/**
 * Newest first, by `page` and `limit`, or walked with `after` (a `nextCursor`), as every list.
 * No sort or search: one person's groups and tickets are few.
 */
export const applicantPageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(APPLICANT_MAX_PAGE_SIZE).default(10),
    after: z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .refine(
        (v) => decodeCursor(v) !== undefined,
        'is not a cursor from this list (use nextCursor as given)',
      )
      .optional(),
  })
  .refine((q) => (q.page - 1) * q.limit < LIST_WINDOW, {
    path: ['page'],
    message: `lists reach ${LIST_WINDOW} rows deep; walk with after`,
  })
  .refine((q) => !q.after || q.page === 1, {
    path: ['after'],
    message: 'continues from a cursor: leave page out',
  });
export type ApplicantPageQuery = z.input<typeof applicantPageQuerySchema>;

const visaRef = z.object({
  id: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
  destination: countryOptionSchema,
});

/** A request as its group lists it; `reason` only when it is Modified or Rejected. */
export const applicantGroupRequestSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    /** What the traveller tracks the request with, grouped for reading. */
    publicReference: z.string(),
    fullName: z.string().nullable(),
    status: requestStatusSchema,
    reason: z.string().nullable(),
    /** The language the reason is written in: it may not be the page's. */
    reasonLang: localeSchema.nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ApplicantGroupRequest' });

export const applicantPaymentStateSchema = z
  .object({
    /** A payment for the group succeeded (cash included), even if some of it was refunded since. */
    paid: z.boolean(),
    /** What POST /api/gateways/create would charge now: the price of the requests still Requested. */
    amountDue: z.number().int(),
    /** The newest attempt, whatever its outcome (a failed or expired one can be retried). */
    latestTransaction: z
      .object({
        id: z.uuid(),
        gateway: transactionGatewaySchema,
        status: transactionStatusSchema,
        amount: z.number().int(),
        createdAt: z.iso.datetime(),
        completedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ApplicantPaymentState' });

export const applicantGroupSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    visa: visaRef,
    totalAmount: z.number().int(),
    currency: z.literal('IQD'),
    createdAt: z.iso.datetime(),
    payment: applicantPaymentStateSchema,
    requests: z.array(applicantGroupRequestSchema),
  })
  .meta({ id: 'ApplicantGroup' });
export type ApplicantGroup = z.infer<typeof applicantGroupSchema>;
export const applicantGroupPageSchema = pagedSchema(applicantGroupSchema).meta({ id: 'ApplicantGroupPage' });

/**
 * A group looked up by a reference the applicant holds: the group's own or one of its requests'
 * (mails and receipts carry either), in any letter case.
 */
export const applicantGroupReferenceParamsSchema = z.object({
  reference: z.string().trim().min(1).max(40),
});

/** One step of the timeline. `note` is only ever the reason given to the applicant. */
export const applicantHistoryEntrySchema = z
  .object({
    from: requestStatusSchema.nullable(),
    to: requestStatusSchema,
    at: z.iso.datetime(),
    by: z.enum(['applicant', 'staff', 'system']),
    note: z.string().nullable(),
    noteLang: localeSchema.nullable(),
  })
  .meta({ id: 'ApplicantHistoryEntry' });

export const applicantDocumentSchema = z
  .object({
    id: z.uuid(),
    requirementId: z.uuid().nullable(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    uploadedAt: z.iso.datetime(),
    uploadedBy: z.enum(['applicant', 'staff']),
    /** GET it with the applicant's token. */
    url: z.string(),
    /** The applicant may delete it now (their own upload, request Requested or Modified). */
    removable: z.boolean(),
  })
  .meta({ id: 'ApplicantDocument' });

/** A document the visa asks for, and whether one has been uploaded for it. */
export const applicantRequiredDocumentSchema = z
  .object({
    id: z.uuid(),
    nameEn: z.string(),
    nameAr: z.string(),
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    acceptedTypes: z.array(z.string()),
    maxSizeMb: z.number().int(),
    provided: z.boolean(),
  })
  .meta({ id: 'ApplicantRequiredDocument' });

export const applicantRequestDetailSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    /** What the traveller tracks the request with, grouped for reading. */
    publicReference: z.string(),
    group: z.object({ id: z.uuid(), reference: z.string() }),
    status: requestStatusSchema,
    /** Why it was rejected or what to change, when that is the status. */
    reason: z.string().nullable(),
    /** The language the reason is written in: it may not be the page's. */
    reasonLang: localeSchema.nullable(),
    /** Send it back with a resubmit: a newer one on the server means staff changed the request. */
    version: z.number().int(),
    visa: visaRef,
    nationality: countryOptionSchema,
    ...storedPersonalFieldsSchema.shape,
    price: z.number().int(),
    currency: z.literal('IQD'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** The personal fields the visa requires (PERSONAL_FIELD_KEYS gives each one's property). */
    requiredFields: z.array(personalFieldSchema),
    requiredDocuments: z.array(applicantRequiredDocumentSchema),
    documents: z.array(applicantDocumentSchema),
    history: z.array(applicantHistoryEntrySchema),
    /** The moves the applicant may make now: InProcess (resubmit) and/or Canceled. */
    allowedTransitions: z.array(requestStatusSchema),
    /** Documents may be uploaded now (Requested, Paid or Modified). */
    canUpload: z.boolean(),
    /** Money owed back after a paid request was canceled or rejected. */
    refund: z
      .object({
        amount: z.number().int(),
        status: z.enum(['due', 'sent', 'failed']),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'ApplicantRequestDetail' });
export type ApplicantRequestDetail = z.infer<typeof applicantRequestDetailSchema>;

/**
 * A request sent back after staff asked for changes: the personal fields to change (the create
 * endpoint's rules; the nationality stays) and the version last seen. Fields left out keep their value.
 */
export const applicantResubmitSchema = travellerSchema
  .omit({ nationalityId: true })
  .extend({ version: versionSchema })
  .strict()
  .meta({ id: 'ApplicantResubmit' });
export type ApplicantResubmit = z.input<typeof applicantResubmitSchema>;

export const applicantCancelSchema = z
  .object({
    /** Optional: when given, a request changed since (another version) is refused with 409. */
    version: versionSchema.optional(),
  })
  .strict()
  .meta({ id: 'ApplicantCancel' });

/** A ticket the applicant opened while signed in; its conversation is in ticket-replies.ts. */
export const applicantTicketSchema = z
  .object({
    id: z.uuid(),
    subject: z.string(),
    message: z.string(),
    requestReference: z.string().nullable(),
    status: ticketStatusSchema,
    /** Who wrote last under it, if anyone: "staff" is an answer the applicant may not have read. */
    lastReplyBy: z.enum(['staff', 'applicant']).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ApplicantTicket' });
export const applicantTicketPageSchema = pagedSchema(applicantTicketSchema).meta({
  id: 'ApplicantTicketPage',
});
