import { adminEndpoints } from './admins';
import { applicantEndpoints } from './applicant';
import { authEndpoints } from './auth';
import { countryEndpoints } from './countries';
import { dashboardEndpoints } from './dashboard';
import type { Route } from './define-endpoint';
import { eventEndpoints } from './events';
import { fileEndpoints } from './files';
import { paymentEndpoints } from './payments';
import { pushEndpoints } from './push';
import { requestEndpoints } from './requests';
import { systemEndpoints } from './system';
import { ticketEndpoints } from './tickets';
import { transactionEndpoints } from './transactions';
import { twoFactorEndpoints } from './two-factor';
import { userEndpoints } from './users';
import { visaRequirementEndpoints } from './visa-requirements';
import { visaEndpoints } from './visas';

export * from './define-endpoint';
export * from './paths';

/**
 * Every /api endpoint the API serves, by area, with its schemas: the API's route files take path
 * and schemas from here (apps/api/test/endpoint-table.test.ts holds them to it), clients their types.
 */
export const endpoints = {
  system: systemEndpoints,
  auth: authEndpoints,
  twoFactor: twoFactorEndpoints,
  users: userEndpoints,
  admins: adminEndpoints,
  countries: countryEndpoints,
  visaRequirements: visaRequirementEndpoints,
  visas: visaEndpoints,
  files: fileEndpoints,
  requests: requestEndpoints,
  applicant: applicantEndpoints,
  payments: paymentEndpoints,
  transactions: transactionEndpoints,
  dashboard: dashboardEndpoints,
  events: eventEndpoints,
  tickets: ticketEndpoints,
  push: pushEndpoints,
};

export type EndpointTable = typeof endpoints;

/** Any one endpoint of the table, as a union. */
export type AnyEndpoint = {
  [A in keyof EndpointTable]: EndpointTable[A][keyof EndpointTable[A]];
}[keyof EndpointTable];

/** The table's endpoint at a route's method and path (`paths.requests.list` → its schemas). */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;
