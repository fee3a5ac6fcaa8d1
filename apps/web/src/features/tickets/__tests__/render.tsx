import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { getTheme } from '../../../lib/theme/theme';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

/** The app's own messages in both languages, as the screens see them. */
export async function i18nFor(lng: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Renders `ui` in the app's providers: a fresh query cache, the theme, a router at `url`. */
export async function renderWithApp(ui: ReactNode, { lng = 'en', url = '/tickets/list' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const i18n = await i18nFor(lng as 'en' | 'ar');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={getTheme(lng === 'ar' ? 'rtl' : 'ltr')}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export const TICKET_ID = '7b0e4a1c-2f3d-4c5e-8a9b-0c1d2e3f4a5b';

/** A ticket from a registered applicant, answered once by staff, then written back to. */
export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: TICKET_ID,
    name: 'Layla Hassan',
    email: 'layla@example.com',
    phone: '+964 770 123 4567',
    subject: 'Where is my visa?',
    message: 'I paid two weeks ago and have heard nothing since.',
    requestReference: 'VD-2026-00042',
    status: 'in-progress',
    locale: 'ar',
    userId: '0d9c8b7a-6f5e-4d3c-2b1a-098f7e6d5c4b',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-02T10:30:00.000Z',
    replies: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000001',
        author: 'staff',
        staffName: 'Omar Saleh',
        body: 'Your request is being processed by the embassy.',
        createdAt: '2026-03-01T12:15:00.000Z',
      },
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000002',
        author: 'applicant',
        staffName: null,
        body: 'Thank you, how long does it usually take?',
        createdAt: '2026-03-02T10:30:00.000Z',
      },
    ],
    ...overrides,
  };
}
