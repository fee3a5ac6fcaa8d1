import { z } from 'zod';
import { countryOptionSchema } from './countries';
import { personalFieldSchema } from './enums';
import { listQuerySchema, pagedSchema, queryBoolean } from './list';
import { visaRequirementOptionSchema } from './visa-requirements';

export const VISA_TYPES = [
  'tourist',
  'business',
  'transit',
  'work',
  'study',
  'medical',
  'religious',
] as const;
export const visaTypeSchema = z.enum(VISA_TYPES);
export type VisaType = z.infer<typeof visaTypeSchema>;

export const VISA_ENTRIES = ['single', 'multiple'] as const;
export const visaEntrySchema = z.enum(VISA_ENTRIES);

const days = z.number().int().min(1).max(3650);

/** Rich text is stored as sanitized HTML; the size cap keeps a pasted document from bloating rows. */
const richText = z.string().max(50_000);

// Defaults belong to creation only: a PATCH must never reset a field the client did not send.
const fields = {
  titleEn: z.string().trim().min(1).max(150),
  titleAr: z.string().trim().min(1).max(150),
  destinationId: z.uuid(),
  type: visaTypeSchema,
  entry: visaEntrySchema,
  validityDays: days,
  stayDays: days,
  processingDays: z.number().int().min(0).max(365),
  /** Whole Iraqi dinars. */
  price: z.number().int().min(0).max(1_000_000_000),
  descriptionEn: richText,
  descriptionAr: richText,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  nationalityIds: z.array(z.uuid()).max(300),
  requiredFields: z.array(personalFieldSchema).max(12),
  requirementIds: z.array(z.uuid()).max(100),
};

const createBody = z.object({
  ...fields,
  entry: fields.entry.default('single'),
  descriptionEn: fields.descriptionEn.default(''),
  descriptionAr: fields.descriptionAr.default(''),
  isFeatured: fields.isFeatured.default(false),
  isActive: fields.isActive.default(true),
  nationalityIds: fields.nationalityIds.default([]),
  requiredFields: fields.requiredFields.default(['FullName', 'PassportNumber']),
  requirementIds: fields.requirementIds.default([]),
});

const staysWithinValidity = (b: { stayDays?: number | undefined; validityDays?: number | undefined }) =>
  b.stayDays === undefined || b.validityDays === undefined || b.stayDays <= b.validityDays;
const stayRule = { path: ['stayDays'], message: 'the stay cannot be longer than the validity' };

export const visaBodySchema = createBody.refine(staysWithinValidity, stayRule).meta({ id: 'VisaBody' });
export type VisaBody = z.input<typeof visaBodySchema>;
export const visaPatchSchema = z
  .object(fields)
  .partial()
  .refine(staysWithinValidity, stayRule)
  .meta({ id: 'VisaPatch' });

export const visaSchema = z
  .object({
    id: z.uuid(),
    titleEn: z.string(),
    titleAr: z.string(),
    destination: countryOptionSchema,
    type: visaTypeSchema,
    entry: visaEntrySchema,
    validityDays: z.number().int(),
    stayDays: z.number().int(),
    processingDays: z.number().int(),
    price: z.number().int(),
    currency: z.literal('IQD'),
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    imageUrl: z.string().nullable(),
    isFeatured: z.boolean(),
    isActive: z.boolean(),
    nationalities: z.array(countryOptionSchema),
    requiredFields: z.array(personalFieldSchema),
    requirements: z.array(visaRequirementOptionSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Visa' });
export type Visa = z.infer<typeof visaSchema>;

/** List rows leave out the long descriptions and the nationality list. */
export const visaSummarySchema = visaSchema
  .omit({ descriptionEn: true, descriptionAr: true, nationalities: true, requirements: true })
  .extend({ nationalityCount: z.number().int() })
  .meta({ id: 'VisaSummary' });
export type VisaSummary = z.infer<typeof visaSummarySchema>;

export const VISA_SORT_FIELDS = [
  'titleEn',
  'titleAr',
  'price',
  'processingDays',
  'createdAt',
  'updatedAt',
] as const;
export const visaListQuerySchema = listQuerySchema(
  VISA_SORT_FIELDS,
  {
    destinationId: z.uuid().optional(),
    type: visaTypeSchema.optional(),
    isActive: queryBoolean.optional(),
    isFeatured: queryBoolean.optional(),
  },
  '-createdAt',
);
export type VisaListQuery = z.input<typeof visaListQuerySchema>;
export const visaPageSchema = pagedSchema(visaSummarySchema).meta({ id: 'VisaPage' });

export const visaPairParamsSchema = z.object({ nationalityId: z.uuid(), destinationId: z.uuid() });

export const uploadedFileSchema = z.object({ url: z.string() }).meta({ id: 'UploadedFile' });
