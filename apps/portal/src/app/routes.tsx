import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useMessages } from '../lib/locale-context';
import { APP_PAGES, type AppPage } from '../shared/app-routes';
import { RequireSession } from './require-session';

// Each page is its own chunk: the sign-in page does not download the application form.
const pages: Record<AppPage, ReturnType<typeof lazy>> = {
  signIn: lazy(() => import('../features/account/sign-in-page')),
  register: lazy(() => import('../features/account/register-page')),
  verifyEmail: lazy(() => import('../features/account/verify-email-page')),
  forgotPassword: lazy(() => import('../features/account/forgot-password-page')),
  resetPassword: lazy(() => import('../features/account/reset-password-page')),
  account: lazy(() => import('../features/account/account-page')),
  apply: lazy(() => import('../features/apply/apply-page')),
  paymentResult: lazy(() => import('../features/apply/payment-result-page')),
  applications: lazy(() => import('../features/follow/applications-page')),
  application: lazy(() => import('../features/follow/application-page')),
  contact: lazy(() => import('../features/contact/contact-page')),
  ticket: lazy(() => import('../features/contact/ticket-page')),
  ticketAnswer: lazy(() => import('../features/contact/visitor-answer-page')),
};

/** Pages only a signed-in applicant sees; the others are open (contact works with contact details). */
const SIGNED_IN: ReadonlySet<AppPage> = new Set([
  'account',
  'apply',
  'applications',
  'application',
  'ticket',
]);

export function AppRoutes() {
  const { common } = useMessages();
  return (
    <Suspense fallback={<p className="hint">{common.loading}</p>}>
      <Routes>
        {(Object.keys(APP_PAGES) as AppPage[]).map((page) => {
          const Page = pages[page];
          const element = SIGNED_IN.has(page) ? (
            <RequireSession>
              <Page />
            </RequireSession>
          ) : (
            <Page />
          );
          return <Route key={page} path={APP_PAGES[page]} element={element} />;
        })}
      </Routes>
    </Suspense>
  );
}
