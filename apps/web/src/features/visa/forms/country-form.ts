import { zodResolver } from '@hookform/resolvers/zod';
import { type Country, countryBodySchema, countryPatchSchema } from '@visadesk/contract/countries';
import type { Resolver } from 'react-hook-form';
import { formErrorMap } from '../../../lib/forms/form-errors';

export interface CountryFormValues {
  nameEn: string;
  nameAr: string;
  iso2: string;
  isActive: boolean;
}

/** The server's own schemas: POST body to create, PATCH body to edit. */
const resolvers = {
  create: zodResolver(countryBodySchema, { error: formErrorMap }),
  edit: zodResolver(countryPatchSchema, { error: formErrorMap }),
};

// The schemas' input types mark defaulted fields optional; the form always sends every field.
export const countryResolver = (mode: 'create' | 'edit') =>
  resolvers[mode] as unknown as Resolver<CountryFormValues>;

/** Keys for fields whose schema writes its own (English) message. */
export const COUNTRY_CUSTOM_KEYS = { iso2: 'catalog.validation.iso2' } as const;

export function countryDefaults(country: Country | null): CountryFormValues {
  return {
    nameEn: country?.nameEn ?? '',
    nameAr: country?.nameAr ?? '',
    iso2: country?.iso2 ?? '',
    isActive: country?.isActive ?? true,
  };
}
