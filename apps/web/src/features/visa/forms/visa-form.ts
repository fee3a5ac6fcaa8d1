import { zodResolver } from '@hookform/resolvers/zod';
import type { PersonalField } from '@visadesk/contract';
import { type Visa, type VisaType, visaBodySchema, visaPatchSchema } from '@visadesk/contract/visas';
import type { Resolver } from 'react-hook-form';
import { formErrorMap } from '../../../lib/forms/form-errors';

export interface VisaFormValues {
  titleEn: string;
  titleAr: string;
  destinationId: string;
  type: VisaType;
  entry: 'single' | 'multiple';
  validityDays: number;
  stayDays: number;
  processingDays: number;
  /** Whole IQD; NaN while the input is empty. */
  price: number;
  descriptionEn: string;
  descriptionAr: string;
  isFeatured: boolean;
  isActive: boolean;
  nationalityIds: string[];
  requiredFields: PersonalField[];
  requirementIds: string[];
}

const resolvers = {
  create: zodResolver(visaBodySchema, { error: formErrorMap }),
  edit: zodResolver(visaPatchSchema, { error: formErrorMap }),
};

// The schemas' input types mark defaulted fields optional; the form always sends every field.
export const visaResolver = (mode: 'create' | 'edit') =>
  resolvers[mode] as unknown as Resolver<VisaFormValues>;

/** Keys for rules whose schema writes its own (English) message: the stay-within-validity refine. */
export const VISA_CUSTOM_KEYS = { stayDays: 'catalog.validation.stayWithinValidity' } as const;

export function visaDefaults(visa: Visa | null): VisaFormValues {
  return {
    titleEn: visa?.titleEn ?? '',
    titleAr: visa?.titleAr ?? '',
    destinationId: visa?.destination.id ?? '',
    type: visa?.type ?? 'tourist',
    entry: visa?.entry ?? 'single',
    validityDays: visa?.validityDays ?? 30,
    stayDays: visa?.stayDays ?? 30,
    processingDays: visa?.processingDays ?? 5,
    price: visa?.price ?? Number.NaN,
    descriptionEn: visa?.descriptionEn ?? '',
    descriptionAr: visa?.descriptionAr ?? '',
    isFeatured: visa?.isFeatured ?? false,
    isActive: visa?.isActive ?? true,
    nationalityIds: visa?.nationalities.map((n) => n.id) ?? [],
    requiredFields: visa?.requiredFields ?? ['FullName', 'PassportNumber'],
    requirementIds: visa?.requirements.map((r) => r.id) ?? [],
  };
}
