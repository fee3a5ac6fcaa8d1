import type { PersonalField } from '@visadesk/contract/enums';
import {
  PERSONAL_FIELD_KEYS,
  type PersonalFieldKey,
  travellerDateProblems,
  travellerSchema,
} from '@visadesk/contract/requests';
import { z } from 'zod';
import type { follow } from '../../shared/i18n/en/follow';

export type FixValues = Partial<Record<PersonalFieldKey, string>>;
type RuleKey = keyof typeof follow.fix.rules;

export const DATE_KEYS: ReadonlySet<PersonalFieldKey> = new Set([
  'dateOfBirth',
  'travelDate',
  'returnDate',
  'passportExpiry',
  'lastEntry',
]);

/** The contract's date-rule and server messages, by the text key that says them in the page's language. */
const RULE_BY_MESSAGE: Record<string, RuleKey> = {
  'must be in the past': 'past',
  'must be today or later': 'todayOrLater',
  'must be after the travel date': 'afterTravel',
  'the passport must be valid past the return date': 'passportPastReturn',
  'the passport has expired': 'passportExpired',
  'must not be in the future': 'notFuture',
  'required for this visa': 'required',
};

export const fieldKeys = (required: readonly PersonalField[]) => required.map((f) => PERSONAL_FIELD_KEYS[f]);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The fix form's schema: the contract's rule for each field the visa requires (required here,
 * as the server's resubmit checks), and the contract's date rules over the request as it will be.
 */
export function fixSchema(keys: readonly PersonalFieldKey[], current: FixValues, today: string) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of keys) shape[key] = z.preprocess(blankToUndefined, travellerSchema.shape[key].unwrap());
  return z.object(shape).superRefine((values, ctx) => {
    const merged = { ...current, ...(values as FixValues) };
    const dates = Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as FixValues;
    for (const [field, message] of travellerDateProblems(dates, today)) {
      // A rule broken by a field that is not on the form is the server's to report.
      if (keys.includes(field as PersonalFieldKey))
        ctx.addIssue({ code: 'custom', path: [field], message: RULE_BY_MESSAGE[message] ?? 'invalid' });
    }
  });
}

/** A field's error (zod issue code, or a rule key we set) in the page's language. */
export function fieldMessage(
  rules: Record<RuleKey, string>,
  key: PersonalFieldKey,
  error: { type?: string | number; message?: string | undefined } | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.message && error.message in rules) return rules[error.message as RuleKey];
  switch (error.type) {
    case 'invalid_type':
    case 'too_small':
      return rules.required;
    case 'too_big':
      return rules.tooLong;
    case 'invalid_format':
      if (key === 'email') return rules.email;
      if (key === 'passportNumber') return rules.passport;
      return DATE_KEYS.has(key) ? rules.date : rules.invalid;
  }
  return DATE_KEYS.has(key) ? rules.date : rules.invalid;
}

/**
 * Server validation lines ("body.travelDate: must be today or later") as field errors, by the
 * rule key for the messages we know; lines for no field on the form are returned as left over.
 */
export function serverFieldErrors(details: readonly string[], keys: readonly PersonalFieldKey[]) {
  const fields: [PersonalFieldKey, RuleKey][] = [];
  const rest: string[] = [];
  for (const line of details) {
    const match = /^body\.([a-zA-Z]+): (.*)$/.exec(line);
    const key = match?.[1] as PersonalFieldKey | undefined;
    if (match && key && keys.includes(key)) fields.push([key, RULE_BY_MESSAGE[match[2] ?? ''] ?? 'invalid']);
    else rest.push(line);
  }
  return { fields, rest };
}

/** Only what changed goes back: fields left out keep their value on the server. */
export function changedFields(values: FixValues, current: FixValues): FixValues {
  const out: FixValues = {};
  for (const [key, value] of Object.entries(values) as [PersonalFieldKey, string | undefined][]) {
    if (value !== undefined && value !== (current[key] ?? '')) out[key] = value;
  }
  return out;
}
