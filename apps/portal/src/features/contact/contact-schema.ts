import { ticketCreateSchema } from '@visadesk/contract/events';
import { z } from 'zod';
import type { contact } from '../../shared/i18n/en/contact';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The API's ticket schema; the optional fields' empty inputs are left out rather than sent blank. */
export const contactFormSchema = ticketCreateSchema.extend({
  phone: z.preprocess(blankToUndefined, ticketCreateSchema.shape.phone),
  requestReference: z.preprocess(blankToUndefined, ticketCreateSchema.shape.requestReference),
});

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  requestReference: string;
};
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'requestReference',
];

type Rules = (typeof contact)['rules'];
const SHORT: Partial<Record<ContactField, keyof Rules>> = {
  name: 'nameShort',
  subject: 'subjectShort',
  message: 'messageShort',
};

/** A field's error in the page's language (the contract's zod messages are English). */
export function contactFieldMessage(
  rules: Rules,
  field: ContactField,
  value: string | undefined,
  error: { type?: string | number } | undefined,
): string | undefined {
  if (!error) return undefined;
  if (!value?.trim() && field !== 'phone' && field !== 'requestReference') return rules.required;
  if (error.type === 'too_big') return rules.tooLong;
  if (field === 'email') return rules.email;
  const short = SHORT[field];
  if (error.type === 'too_small' && short) return rules[short];
  return rules.invalid;
}
