import {
  PERSONAL_FIELD_KEYS,
  type PersonalField,
  type PersonalFieldKey,
  type Traveller,
  travellerDateProblems,
  travellerSchema,
} from '@visadesk/contract';
import { z } from 'zod';
import { agencyToday } from '../../shared/i18n/agency-time';
import type { Messages } from '../../shared/i18n/messages';

/** A traveller as the form holds it: every field a string, '' when not filled in yet. */
export type TravellerKey = 'nationalityId' | PersonalFieldKey;
export type TravellerValues = Partial<Record<TravellerKey, string>>;
export interface TravellersForm {
  travellers: TravellerValues[];
}

export type InputKind = 'text' | 'email' | 'date' | 'passport';

const KIND: Partial<Record<PersonalFieldKey, InputKind>> = {
  passportNumber: 'passport',
  email: 'email',
  dateOfBirth: 'date',
  travelDate: 'date',
  returnDate: 'date',
  passportExpiry: 'date',
  lastEntry: 'date',
};

const AUTOCOMPLETE: Partial<Record<PersonalFieldKey, string>> = {
  fullName: 'name',
  email: 'email',
  dateOfBirth: 'bday',
};

export interface FieldSpec {
  field: PersonalField;
  key: PersonalFieldKey;
  kind: InputKind;
  /** The contract's length limit (text fields). */
  maxLength: number | undefined;
  autoComplete: string;
}

/** The contract's rule for one personal field, without its `optional()`. */
const ruleOf = (key: PersonalFieldKey) => travellerSchema.shape[key].unwrap();

/** The inputs for a visa: exactly its required personal fields, in the contract's order. */
export function fieldSpecs(requiredFields: readonly PersonalField[]): FieldSpec[] {
  const order = Object.keys(PERSONAL_FIELD_KEYS) as PersonalField[];
  return order
    .filter((field) => requiredFields.includes(field))
    .map((field) => {
      const key = PERSONAL_FIELD_KEYS[field];
      const rule = ruleOf(key) as { maxLength?: number | null };
      return {
        field,
        key,
        kind: KIND[key] ?? 'text',
        maxLength: rule.maxLength ?? undefined,
        autoComplete: AUTOCOMPLETE[key] ?? 'off',
      };
    });
}

export const emptyTraveller = (specs: FieldSpec[], nationalityId = ''): TravellerValues =>
  Object.fromEntries([['nationalityId', nationalityId], ...specs.map((s) => [s.key, ''])]);

/** Today as the server counts it (the agency's day, ADR 0033), so both refuse the same dates. */
export { agencyToday };

// An empty input is a missing value: the contract's rule then reports it as required.
const required = (rule: z.ZodType) => z.preprocess((v) => (v === '' ? undefined : v), rule);

/**
 * One traveller by the contract's own rules: the visa's required fields, the nationality, and
 * the date rules across fields (checked even while other fields are still wrong).
 */
export function travellerFormSchema(requiredFields: readonly PersonalField[], today = agencyToday()) {
  const shape: Record<string, z.ZodType> = { nationalityId: required(travellerSchema.shape.nationalityId) };
  for (const spec of fieldSpecs(requiredFields)) shape[spec.key] = required(ruleOf(spec.key));
  return z.object(shape).superRefine(
    (t, ctx) => {
      const values = t as Partial<Record<PersonalFieldKey, unknown>>;
      const dates = Object.fromEntries(
        Object.entries(values).filter(([, v]) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
      ) as Partial<Record<PersonalFieldKey, string>>;
      for (const [field, message] of travellerDateProblems(dates, today))
        ctx.addIssue({ code: 'custom', path: [field], message });
    },
    { when: () => true },
  );
}

export function travellersFormSchema(requiredFields: readonly PersonalField[], today = agencyToday()) {
  return z.object({ travellers: z.array(travellerFormSchema(requiredFields, today)).min(1).max(10) });
}

type ErrorTexts = Messages['apply']['errors'];

/**
 * The contract's and the server's English messages, as stable keys for the page's language.
 * Unknown ones fall back to the issue code, never to the English text.
 */
const BY_MESSAGE: Record<string, keyof ErrorTexts> = {
  'must be in the past': 'bornInPast',
  'must be today or later': 'travelNotPast',
  'must be after the travel date': 'returnAfterTravel',
  'the passport must be valid past the return date': 'passportPastReturn',
  'the passport has expired': 'passportExpired',
  'must not be in the future': 'lastEntryNotFuture',
  'required for this visa': 'required',
  'this visa is not open to this nationality': 'notEligible',
  'no such country': 'notEligible',
};

export interface IssueLike {
  type?: string | number | undefined;
  message?: string | undefined;
}

/** An error of one field (a zod issue code, or a server message) in the page's language. */
export function errorText(
  texts: ErrorTexts,
  key: TravellerKey,
  issue: IssueLike | undefined,
  format: (n: number) => string,
): string | undefined {
  if (!issue) return undefined;
  const known = issue.message ? BY_MESSAGE[issue.message] : undefined;
  if (known) {
    const text = texts[known];
    return typeof text === 'string' ? text : texts.check;
  }
  const kind = key === 'nationalityId' ? 'nationality' : (KIND[key] ?? 'text');
  switch (issue.type) {
    case 'invalid_type':
    case 'too_small':
      return kind === 'nationality' ? texts.nationality : texts.required;
    case 'too_big': {
      const max =
        key === 'nationalityId' ? undefined : (ruleOf(key) as { maxLength?: number | null }).maxLength;
      return max ? texts.tooLong(format(max)) : texts.check;
    }
    case 'invalid_format':
      if (kind === 'passport') return texts.passport;
      if (kind === 'email') return texts.email;
      if (kind === 'date') return texts.date;
      if (kind === 'nationality') return texts.nationality;
      return texts.check;
    case 'custom':
      // isoDay's range refinement is the only other custom rule on these fields.
      return kind === 'date' ? texts.dateRange : texts.check;
    default:
      return texts.check;
  }
}

/**
 * The server's validation details (`body.travellers.0.passportExpiry: message`) as form paths.
 * Lines that name no traveller field are returned apart, for a general alert.
 */
export function serverFieldErrors(details: string[]): {
  fields: { index: number; key: TravellerKey; message: string }[];
  other: string[];
} {
  const fields: { index: number; key: TravellerKey; message: string }[] = [];
  const other: string[] = [];
  for (const line of details) {
    const match = /^body\.travellers\.(\d+)\.(\w+): (.*)$/.exec(line);
    const key = match?.[2] as TravellerKey | undefined;
    if (
      match &&
      key &&
      (key === 'nationalityId' || Object.values(PERSONAL_FIELD_KEYS).includes(key as never))
    )
      fields.push({ index: Number(match[1]), key, message: match[3]! });
    else other.push(line);
  }
  return { fields, other };
}

/** The travellers as the API takes them (trimmed, passport upper-cased by the contract). */
export function toTravellerBodies(
  travellers: TravellerValues[],
  requiredFields: readonly PersonalField[],
): Traveller[] | null {
  const parsed = travellersFormSchema(requiredFields).safeParse({ travellers });
  return parsed.success ? (parsed.data.travellers as Traveller[]) : null;
}
