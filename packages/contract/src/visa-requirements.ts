import { z } from 'zod';
import { listQuerySchema, pagedSchema, queryBoolean } from './list';

export const REQUIREMENT_KINDS = ['document', 'information'] as const;
export const requirementKindSchema = z.enum(REQUIREMENT_KINDS);

/** File types an applicant's document may be; checked against the file's bytes on upload. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

export const visaRequirementSchema = z
  .object({
    id: z.uuid(),
    nameEn: z.string(),
    nameAr: z.string(),
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    kind: requirementKindSchema,
    acceptedTypes: z.array(documentTypeSchema),
    maxSizeMb: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'VisaRequirement' });
export type VisaRequirement = z.infer<typeof visaRequirementSchema>;

// Defaults belong to creation only: a PATCH must never reset a field the client did not send.
const fields = {
  nameEn: z.string().trim().min(1).max(150),
  nameAr: z.string().trim().min(1).max(150),
  descriptionEn: z.string().trim().max(2000),
  descriptionAr: z.string().trim().max(2000),
  kind: requirementKindSchema,
  acceptedTypes: z.array(documentTypeSchema).max(DOCUMENT_TYPES.length),
  maxSizeMb: z.number().int().min(1).max(20),
  isActive: z.boolean(),
};

export const visaRequirementBodySchema = z
  .object({
    ...fields,
    descriptionEn: fields.descriptionEn.default(''),
    descriptionAr: fields.descriptionAr.default(''),
    kind: fields.kind.default('document'),
    acceptedTypes: fields.acceptedTypes.default(['application/pdf', 'image/jpeg', 'image/png']),
    maxSizeMb: fields.maxSizeMb.default(5),
    isActive: fields.isActive.default(true),
  })
  .refine((b) => b.kind !== 'document' || b.acceptedTypes.length > 0, {
    path: ['acceptedTypes'],
    message: 'a document requirement needs at least one accepted file type',
  })
  .meta({ id: 'VisaRequirementBody' });
export type VisaRequirementBody = z.input<typeof visaRequirementBodySchema>;

export const visaRequirementPatchSchema = z.object(fields).partial().meta({ id: 'VisaRequirementPatch' });

export const REQUIREMENT_SORT_FIELDS = ['nameEn', 'nameAr', 'kind', 'createdAt', 'updatedAt'] as const;
export const visaRequirementListQuerySchema = listQuerySchema(
  REQUIREMENT_SORT_FIELDS,
  { isActive: queryBoolean.optional(), kind: requirementKindSchema.optional() },
  'nameEn',
);
export const visaRequirementPageSchema = pagedSchema(visaRequirementSchema).meta({
  id: 'VisaRequirementPage',
});

export const visaRequirementOptionSchema = visaRequirementSchema
  .pick({ id: true, nameEn: true, nameAr: true, kind: true })
  .meta({ id: 'VisaRequirementOption' });
