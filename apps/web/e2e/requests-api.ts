import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import { registerApplicant } from './applicant';
import { DEMO_ADMIN, type Locale } from './fixtures';

// What the browser tests need to put requests in the back office: an applicant submitting through
// the public API, the demo admin's token, and the UI's own texts in each language.

type Messages = Record<string, unknown>;
export const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync(new URL('../src/locales/en.json', import.meta.url), 'utf8')),
  ar: JSON.parse(readFileSync(new URL('../src/locales/ar.json', import.meta.url), 'utf8')),
};

/** The UI's own text for a key, so the Arabic run asserts the Arabic the user sees. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`missing ${locale} text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Group {
  groupId: string;
  groupReference: string;
  requests: { id: string; reference: string }[];
}

/** A new applicant and one request group for them, through the public API. */
export async function submitGroup(api: APIRequestContext, stamp: string, token?: string) {
  let userToken = token;
  if (!userToken) {
    const registered = await registerApplicant(api, {
      fullName: `Applicant ${stamp}`,
      email: `${stamp}@example.com`,
      password: 'Travel2026x',
      locale: 'ar',
    });
    userToken = registered.access_token;
  }
  const countries = await json<{ id: string; iso2: string }[]>(await api.get('/api/countries/complete-list'));
  const iraq = countries.find((c) => c.iso2 === 'IQ')!;
  const [visa] = await json<{ id: string }[]>(await api.get('/api/visa/latest'));
  const detail = await json<{ requiredFields: string[] }>(await api.get(`/api/visa/one/${visa!.id}`));
  expect(detail.requiredFields.length).toBeGreaterThan(0);
  const traveller = {
    nationalityId: iraq.id,
    fullName: `Traveller ${stamp}`,
    fullQuadrupleName: `Traveller ${stamp} Ali Hassan`,
    passportNumber: `P${stamp
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-10)
      .toUpperCase()}`,
    email: `${stamp}@example.com`,
    dateOfBirth: '1991-04-12',
    travelDate: day(30),
    returnDate: day(44),
    passportExpiry: day(800),
    lastEntry: '2023-06-01',
    educationDegree: 'Bachelor of Science',
    travelReason: 'Tourism',
    destinationAirport: 'Main international airport',
  };
  const group = await json<Group>(
    await api.post('/api/requests/create-request-group', {
      headers: bearer(userToken),
      data: { visaId: visa!.id, travellers: [traveller] },
    }),
  );
  return { group, userToken };
}

export async function adminToken(api: APIRequestContext): Promise<string> {
  const login = await json<{ access_token: string }>(
    await api.post('/api/auth/loginAdmin', {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    }),
  );
  return login.access_token;
}
