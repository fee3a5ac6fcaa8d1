import { render } from '@testing-library/react';
import type { ApplicantGroup, ApplicantRequestDetail } from '@visadesk/contract/applicant';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import type { Locale } from '../../../shared/i18n/locale';

export function renderAt(url: string, path: string, page: ReactNode, locale: Locale = 'en') {
  return render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fetch that answers from `reply` and records every call. */
export function stubFetch(reply: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = reply(call);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const country = (id: string, nameEn: string, nameAr: string, iso2: string) => ({
  id,
  nameEn,
  nameAr,
  iso2,
  flagUrl: null,
});
const turkey = country('00000000-0000-4000-8000-0000000000c1', 'Turkey', 'تركيا', 'TR');
const iraq = country('00000000-0000-4000-8000-0000000000c2', 'Iraq', 'العراق', 'IQ');
const visa = {
  id: '00000000-0000-4000-8000-0000000000a1',
  titleEn: 'Turkey tourist visa',
  titleAr: 'تأشيرة سياحية إلى تركيا',
  destination: turkey,
};

export const REQUEST_ID = '00000000-0000-4000-8000-0000000000b1';
export const OTHER_ID = '00000000-0000-4000-8000-0000000000b2';

export function group(overrides: Partial<ApplicantGroup> = {}): ApplicantGroup {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    reference: 'VD-G-2026-000007',
    visa,
    totalAmount: 150_000,
    currency: 'IQD',
    createdAt: '2026-03-01T09:00:00.000Z',
    payment: { paid: true, amountDue: 0, latestTransaction: null },
    requests: [
      {
        id: REQUEST_ID,
        reference: 'VD-2026-000011',
        publicReference: 'K7QM4-XTR9H-CP2WD',
        fullName: 'Zainab Ali',
        status: 'Modified',
        reason: 'The passport scan is blurred; upload a sharper one.',
        reasonLang: 'en',
        updatedAt: '2026-03-03T10:00:00.000Z',
      },
      {
        id: OTHER_ID,
        reference: 'VD-2026-000012',
        publicReference: 'M3ZB8-RW6YT-DK4HN',
        fullName: 'Omar Ali',
        status: 'InProcess',
        reason: null,
        reasonLang: null,
        updatedAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function detail(overrides: Partial<ApplicantRequestDetail> = {}): ApplicantRequestDetail {
  return {
    id: REQUEST_ID,
    reference: 'VD-2026-000011',
    publicReference: 'K7QM4-XTR9H-CP2WD',
    group: { id: group().id, reference: 'VD-G-2026-000007' },
    status: 'Modified',
    reason: 'The passport scan is blurred; upload a sharper one.',
    reasonLang: 'en',
    version: 4,
    visa,
    nationality: iraq,
    fullName: 'Zainab Ali',
    fullQuadrupleName: null,
    passportNumber: 'A1234567',
    email: null,
    dateOfBirth: '1990-05-01',
    travelDate: '2099-06-01',
    returnDate: null,
    passportExpiry: null,
    lastEntry: null,
    educationDegree: null,
    travelReason: null,
    destinationAirport: null,
    price: 75_000,
    currency: 'IQD',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    requiredFields: ['FullName', 'PassportNumber', 'TravelDate'],
    requiredDocuments: [],
    documents: [],
    history: [
      {
        from: null,
        to: 'Requested',
        at: '2026-03-01T09:00:00.000Z',
        by: 'applicant',
        note: null,
        noteLang: null,
      },
      {
        from: 'Requested',
        to: 'Paid',
        at: '2026-03-01T09:05:00.000Z',
        by: 'system',
        note: null,
        noteLang: null,
      },
      {
        from: 'Paid',
        to: 'InProcess',
        at: '2026-03-02T08:00:00.000Z',
        by: 'staff',
        note: null,
        noteLang: null,
      },
      {
        from: 'InProcess',
        to: 'Modified',
        at: '2026-03-03T10:00:00.000Z',
        by: 'staff',
        note: 'The passport scan is blurred; upload a sharper one.',
        noteLang: 'en',
      },
    ],
    allowedTransitions: ['InProcess', 'Canceled'],
    canUpload: true,
    refund: null,
    ...overrides,
  };
}

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  limit: 10,
  nextCursor,
});

/** GET /api/applicant/groups/:reference as the API answers it: the group by its or a request's reference. */
export function groupByReference(url: string, groups: ApplicantGroup[] = [group()]) {
  const match = /^\/api\/applicant\/groups\/([^/?]+)$/.exec(url);
  if (!match) return undefined;
  const wanted = decodeURIComponent(match[1]!).toUpperCase();
  const hit = groups.find((g) => g.reference === wanted || g.requests.some((r) => r.reference === wanted));
  return hit
    ? { status: 200, body: hit }
    : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Request group not found' } };
}
