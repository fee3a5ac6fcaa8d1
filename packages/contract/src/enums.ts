import { z } from 'zod';
import { PERMISSIONS } from './permissions';

export const LOCALES = ['en', 'ar'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/**
 * The language a text someone typed is in, when nobody said: Arabic letters make it Arabic,
 * anything else English. For reasons written before their language was stored, and for clients
 * that send none.
 */
export const textLanguage = (text: string): Locale =>
  /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text) ? 'ar' : 'en';

export const REQUEST_STATUSES = [
  'Requested',
  'InProcess',
  'Canceled',
  'Modified',
  'Approved',
  'Rejected',
  'Paid',
] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** The personal fields a visa may require of each traveller (seed-spec §3). */
export const PERSONAL_FIELDS = [
  'FullName',
  'FullQuadRupleName',
  'PassportNumber',
  'Email',
  'DateOfBirth',
  'TravelDate',
  'ReturnDate',
  'PassportExpiry',
  'LastEntry',
  'EducationDegree',
  'TravelReason',
  'DestinationAirport',
] as const;
export const personalFieldSchema = z.enum(PERSONAL_FIELDS);
export type PersonalField = z.infer<typeof personalFieldSchema>;

/** The permissions themselves, and what each grants, live in ./permissions (ADR 0011). */
export const permissionSchema = z.enum(PERMISSIONS);

export const GATEWAYS = ['qi-card', 'zain-cash'] as const;
export const gatewaySchema = z.enum(GATEWAYS);
export type Gateway = z.infer<typeof gatewaySchema>;

/** The language of a stored text: as stored, else read from the text; null without a text. */
export const languageOf = (text: string | null, stored: Locale | null): Locale | null =>
  text ? (stored ?? textLanguage(text)) : null;
