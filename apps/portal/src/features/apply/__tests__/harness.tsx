import { cleanup, render } from '@testing-library/react';
import type { Visa, VisaRequirement } from '@visadesk/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import { clearSession, startSession } from '../../../lib/session/session';
import type { Locale } from '../../../shared/i18n/locale';

export const VISA_ID = '11111111-1111-4111-8111-111111111111';
export const IRAQ = {
  id: '22222222-2222-4222-8222-222222222222',
  nameEn: 'Iraq',
  nameAr: 'العراق',
  iso2: 'IQ',
  flagUrl: null,
};
export const PASSPORT_RULE: VisaRequirement = {
  id: '33333333-3333-4333-8333-333333333333',
  nameEn: 'Passport copy',
  nameAr: 'نسخة من جواز السفر',
  descriptionEn: '',
  descriptionAr: '',
  kind: 'document',
  acceptedTypes: ['application/pdf', 'image/jpeg'],
  maxSizeMb: 1,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const visa: Visa = {
  id: VISA_ID,
  titleEn: 'Tourist visa — Italy',
  titleAr: 'تأشيرة سياحية إلى إيطاليا',
  destination: {
    id: '44444444-4444-4444-8444-444444444444',
    nameEn: 'Italy',
    nameAr: 'إيطاليا',
    iso2: 'IT',
    flagUrl: null,
  },
  type: 'tourist',
  entry: 'single',
  validityDays: 90,
  stayDays: 30,
  processingDays: 10,
  price: 260000,
  currency: 'IQD',
  descriptionEn: '',
  descriptionAr: '',
  imageUrl: null,
  isFeatured: false,
  isActive: true,
  nationalities: [IRAQ],
  requiredFields: ['FullName', 'PassportNumber', 'TravelDate', 'ReturnDate'],
  requirements: [
    { id: PASSPORT_RULE.id, nameEn: PASSPORT_RULE.nameEn, nameAr: PASSPORT_RULE.nameAr, kind: 'document' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const USER_ID = '55555555-5555-4555-8555-555555555555';
export function signIn() {
  startSession({
    user: { id: USER_ID, fullName: 'Zainab Ali', email: 'zainab@example.org', phone: null, locale: 'en' },
    access_token: 'access',
    refresh_token: 'refresh',
  });
}

/** Each test starts signed in with empty storage, and ends with nothing rendered or stubbed. */
export function signedInForEachTest() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown };

const sentHeaders = new WeakMap<Call, Headers>();
/** The headers a recorded call was sent with. */
export const headersOf = (call: Call | undefined) => (call ? sentHeaders.get(call) : undefined);

/** Answers the app's fetch calls by URL and records them. */
export function stubFetch(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      sentHeaders.set(call, new Headers(init.headers));
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The public catalogue calls of the apply page. */
export function catalogue(call: Call): Answer | undefined {
  if (call.url === `/api/visa/one/${VISA_ID}`) return { status: 200, body: visa };
  if (call.url === `/api/visa-requirements/one/${PASSPORT_RULE.id}`)
    return { status: 200, body: PASSPORT_RULE };
  return undefined;
}

export function renderIn(locale: Locale, path: string, pattern: string, page: ReactNode) {
  return render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
}
