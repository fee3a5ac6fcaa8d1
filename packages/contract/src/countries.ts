import { z } from 'zod';
import { listQuerySchema, pagedSchema, queryBoolean } from './list';

const name = z.string().trim().min(1).max(100);

export const countrySchema = z
  .object({
    id: z.uuid(),
    nameEn: z.string(),
    nameAr: z.string(),
    iso2: z.string(),
    flagUrl: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

// Defaults belong to creation only: a PATCH must never reset a field the client did not send.
const countryFields = {
  nameEn: name,
  nameAr: name,
  iso2: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be two letters (ISO 3166-1 alpha-2)')
    .transform((v) => v.toUpperCase()),
  isActive: z.boolean(),
};

export const countryBodySchema = z
  .object({ ...countryFields, isActive: countryFields.isActive.default(true) })
  .meta({ id: 'CountryBody' });
export type CountryBody = z.input<typeof countryBodySchema>;

export const countryPatchSchema = z.object(countryFields).partial().meta({ id: 'CountryPatch' });

export const COUNTRY_SORT_FIELDS = ['nameEn', 'nameAr', 'iso2', 'createdAt', 'updatedAt'] as const;
export const countryListQuerySchema = listQuerySchema(
  COUNTRY_SORT_FIELDS,
  { isActive: queryBoolean.optional() },
  'nameEn',
);
export type CountryListQuery = z.input<typeof countryListQuerySchema>;
export const countryPageSchema = pagedSchema(countrySchema).meta({ id: 'CountryPage' });

/** The compact shape for selects: every active country with its flag. */
export const countryOptionSchema = countrySchema
  .pick({ id: true, nameEn: true, nameAr: true, iso2: true, flagUrl: true })
  .meta({ id: 'CountryOption' });
export type CountryOption = z.infer<typeof countryOptionSchema>;
