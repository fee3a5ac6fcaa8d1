import { zodResolver } from '@hookform/resolvers/zod';
import {
  type VisaRequirement,
  visaRequirementBodySchema,
  visaRequirementPatchSchema,
} from '@visadesk/contract/visa-requirements';
import type { Resolver } from 'react-hook-form';
import { formErrorMap } from '../../../lib/forms/form-errors';

export interface RequirementFormValues {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  kind: VisaRequirement['kind'];
  acceptedTypes: VisaRequirement['acceptedTypes'];
  maxSizeMb: number;
  isActive: boolean;
}

const resolvers = {
  create: zodResolver(visaRequirementBodySchema, { error: formErrorMap }),
  edit: zodResolver(visaRequirementPatchSchema, { error: formErrorMap }),
};

// The schemas' input types mark defaulted fields optional; the form always sends every field.
export const requirementResolver = (mode: 'create' | 'edit') =>
  resolvers[mode] as unknown as Resolver<RequirementFormValues>;

/** Keys for rules whose schema writes its own (English) message. */
export const REQUIREMENT_CUSTOM_KEYS = { acceptedTypes: 'catalog.validation.acceptedTypes' } as const;

export function requirementDefaults(requirement: VisaRequirement | null): RequirementFormValues {
  return {
    nameEn: requirement?.nameEn ?? '',
    nameAr: requirement?.nameAr ?? '',
    descriptionEn: requirement?.descriptionEn ?? '',
    descriptionAr: requirement?.descriptionAr ?? '',
    kind: requirement?.kind ?? 'document',
    acceptedTypes: requirement?.acceptedTypes ?? ['application/pdf', 'image/jpeg', 'image/png'],
    maxSizeMb: requirement?.maxSizeMb ?? 5,
    isActive: requirement?.isActive ?? true,
  };
}
