import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { LocaleContext } from '../../../lib/locale-context';
import type { Locale } from '../../../shared/i18n/locale';

/** Shows where the app went, for asserting redirects. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

export function renderAt(url: string, path: string, page: ReactNode, locale: Locale = 'en') {
  return render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
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
export function stubFetch(reply: (call: Call, n: number) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = reply(call, calls.filter((c) => c.url === call.url).length);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

export const signedIn = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Zainab Ali',
    email: 'zainab@example.org',
    phone: null,
    locale: 'en' as const,
  },
  access_token: 'access',
  refresh_token: 'refresh',
};

export const apiError = (status: number, code: string, message = code) => ({
  status,
  body: { statusCode: status, code, message },
});
