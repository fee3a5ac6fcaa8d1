import i18next, { type TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateFieldError } from '../../../lib/forms/form-errors';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { COUNTRY_CUSTOM_KEYS, countryDefaults, countryResolver } from '../forms/country-form';
import { REQUIREMENT_CUSTOM_KEYS, requirementDefaults, requirementResolver } from '../forms/requirement-form';
import { VISA_CUSTOM_KEYS, visaDefaults, visaResolver } from '../forms/visa-form';

const UUID = '0b6c8d8e-6f7a-4c55-9a51-3f2d1c0e9b7a';
let tEn: TFunction;
let tAr: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en');
  tAr = i18n.getFixedT('ar');
});

/** Runs a form's resolver (the contract schema + the app's error map) the way react-hook-form does. */
async function errorsOf<T extends FieldValues>(resolver: Resolver<T>, values: T): Promise<FieldErrors<T>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

const arabicDigits = (n: number) => new Intl.NumberFormat('ar-IQ-u-nu-arab').format(n);

describe('country form (countryBodySchema / countryPatchSchema)', () => {
  it('shows required, length and ISO-code errors in English and Arabic', async () => {
    const errors = await errorsOf(countryResolver('create'), {
      ...countryDefaults(null),
      nameEn: '   ',
      nameAr: 'ب'.repeat(101),
      iso2: 'I1',
    });
    expect(translateFieldError(tEn, errors.nameEn)).toBe('This field is required');
    expect(translateFieldError(tEn, errors.nameAr)).toBe('At most 100 characters');
    // The regex carries its own English message for the API: the form swaps in its key.
    expect(translateFieldError(tEn, errors.iso2, { customKey: COUNTRY_CUSTOM_KEYS.iso2 })).toBe(
      'Enter the two-letter ISO code, e.g. AE',
    );

    expect(translateFieldError(tAr, errors.nameEn)).toBe('هذا الحقل مطلوب');
    expect(translateFieldError(tAr, errors.nameAr, { formatNumber: arabicDigits })).toBe(
      'الحد الأقصى ١٠٠ حرفًا',
    );
    expect(translateFieldError(tAr, errors.iso2, { customKey: COUNTRY_CUSTOM_KEYS.iso2 })).toBe(
      'أدخل رمز ISO المكوّن من حرفين، مثل AE',
    );
  });

  it('reads an empty ISO code as required, not as a format error', async () => {
    const errors = await errorsOf(countryResolver('create'), { ...countryDefaults(null), iso2: '  ' });
    const options = { customKey: COUNTRY_CUSTOM_KEYS.iso2, value: '  ' };
    expect(translateFieldError(tEn, errors.iso2, options)).toBe('This field is required');
    expect(translateFieldError(tAr, errors.iso2, options)).toBe('هذا الحقل مطلوب');
  });

  it('accepts a valid country and upper-cases the code as the server does', async () => {
    const resolver = countryResolver('edit');
    const result = await resolver(
      { nameEn: 'Iraq', nameAr: 'العراق', iso2: 'iq', isActive: true },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ iso2: 'IQ' });
  });
});

describe('visa form (visaBodySchema)', () => {
  const valid = {
    ...visaDefaults(null),
    titleEn: 'Tourist visa',
    titleAr: 'تأشيرة سياحية',
    destinationId: UUID,
    price: 150_000,
  };

  it('reports an empty price as required and limits with their values', async () => {
    const errors = await errorsOf(visaResolver('create'), {
      ...valid,
      destinationId: '',
      price: Number.NaN,
      processingDays: -1,
      validityDays: 1.5,
    });
    expect(translateFieldError(tEn, errors.destinationId)).toBe('This field is required');
    expect(translateFieldError(tEn, errors.price)).toBe('This field is required');
    expect(translateFieldError(tEn, errors.processingDays)).toBe('Must be at least 0');
    expect(translateFieldError(tEn, errors.validityDays)).toBe('Enter a whole number');
    expect(translateFieldError(tAr, errors.processingDays, { formatNumber: arabicDigits })).toBe(
      'يجب ألا تقل القيمة عن ٠',
    );
  });

  it('translates the stay-within-validity rule', async () => {
    const errors = await errorsOf(visaResolver('create'), { ...valid, validityDays: 30, stayDays: 60 });
    expect(Object.keys(errors)).toEqual(['stayDays']);
    expect(translateFieldError(tEn, errors.stayDays, { customKey: VISA_CUSTOM_KEYS.stayDays })).toBe(
      'The stay cannot be longer than the validity',
    );
    expect(translateFieldError(tAr, errors.stayDays, { customKey: VISA_CUSTOM_KEYS.stayDays })).toBe(
      'لا يمكن أن تكون مدة الإقامة أطول من مدة الصلاحية',
    );
  });

  it('accepts the defaults once the required fields are filled', async () => {
    expect(await errorsOf(visaResolver('create'), valid)).toEqual({});
  });
});

describe('requirement form (visaRequirementBodySchema)', () => {
  it('needs a file type for documents and keeps the size within 1–20 MB', async () => {
    const errors = await errorsOf(requirementResolver('create'), {
      ...requirementDefaults(null),
      nameEn: 'Passport copy',
      nameAr: 'نسخة من جواز السفر',
      acceptedTypes: [],
      maxSizeMb: 50,
    });
    expect(translateFieldError(tEn, errors.maxSizeMb)).toBe('Must be at most 20');
    expect(
      translateFieldError(tEn, errors.acceptedTypes as { message?: string }, {
        customKey: REQUIREMENT_CUSTOM_KEYS.acceptedTypes,
      }),
    ).toBe('Choose at least one file type for a document');
  });
});

describe('translateFieldError', () => {
  it('never shows a raw English schema message: unknown texts become "not valid"', () => {
    expect(translateFieldError(tAr, { message: 'must be two letters (ISO 3166-1 alpha-2)' })).toBe(
      'هذه القيمة غير صالحة',
    );
    expect(translateFieldError(tEn, undefined)).toBeUndefined();
  });
});
