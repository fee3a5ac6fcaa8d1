import type { Route } from '../define-endpoint';
import { adminPaths } from './admins';
import { applicantPaths } from './applicant';
import { authPaths } from './auth';
import { countryPaths } from './countries';
import { dashboardPaths } from './dashboard';
import { eventPaths } from './events';
import { filePaths } from './files';
import { paymentPaths } from './payments';
import { pushPaths } from './push';
import { requestPaths } from './requests';
import { systemPaths } from './system';
import { ticketPaths } from './tickets';
import { transactionPaths } from './transactions';
import { twoFactorPaths } from './two-factor';
import { userPaths } from './users';
import { visaRequirementPaths } from './visa-requirements';
import { visaPaths } from './visas';

export { adminPaths } from './admins';
export { applicantPaths } from './applicant';
export { authPaths } from './auth';
export { countryPaths } from './countries';
export { dashboardPaths } from './dashboard';
export { eventPaths } from './events';
export { filePaths } from './files';
export { paymentPaths } from './payments';
export { pushPaths } from './push';
export { requestPaths } from './requests';
export { systemPaths } from './system';
export { ticketPaths } from './tickets';
export { transactionPaths } from './transactions';
export { twoFactorPaths } from './two-factor';
export { userPaths } from './users';
export { visaRequirementPaths } from './visa-requirements';
export { visaPaths } from './visas';

// Every path of the API, written once: method and path only, as plain literals (no zod), one
// module per area, so a page that makes a few calls (the sign-in page) carries neither the
// schemas nor the other areas' paths. The schemas are in the area files of ../, which build each
// endpoint from the route here.

/** `GET /api/requests/list`: the key the contract's permission table uses for a route. */
export const routeKey = <R extends Route>(route: R) =>
  `${route.method} ${route.path}` as `${R['method']} ${R['path']}`;

/** Every route by area, as `paths.requests.list`. */
export const paths = {
  system: systemPaths,
  auth: authPaths,
  twoFactor: twoFactorPaths,
  users: userPaths,
  admins: adminPaths,
  countries: countryPaths,
  visaRequirements: visaRequirementPaths,
  visas: visaPaths,
  files: filePaths,
  requests: requestPaths,
  applicant: applicantPaths,
  payments: paymentPaths,
  transactions: transactionPaths,
  dashboard: dashboardPaths,
  events: eventPaths,
  tickets: ticketPaths,
  push: pushPaths,
};
