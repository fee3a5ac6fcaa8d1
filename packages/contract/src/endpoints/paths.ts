import type { Route } from './define-endpoint';

/** `GET /api/requests/list`: the key the contract's permission table uses for a route. */
export const routeKey = <R extends Route>(route: R) =>
  `${route.method} ${route.path}` as `${R['method']} ${R['path']}`;

// Pure, so a bundle that uses one area's routes drops the others.
/*#__NO_SIDE_EFFECTS__*/
function get<const P extends string>(path: P): Route<'GET', P> {
  return { method: 'GET', path };
}
/*#__NO_SIDE_EFFECTS__*/
function post<const P extends string>(path: P): Route<'POST', P> {
  return { method: 'POST', path };
}
/*#__NO_SIDE_EFFECTS__*/
function patch<const P extends string>(path: P): Route<'PATCH', P> {
  return { method: 'PATCH', path };
}
/*#__NO_SIDE_EFFECTS__*/
function del<const P extends string>(path: P): Route<'DELETE', P> {
  return { method: 'DELETE', path };
}

// Every path of the API, written once: method and path only (no zod), so a client page that
// makes a single call (the sign-in page) carries none of the schemas. The schemas are in the
// area files next to this one, which build each endpoint from the route here.

export const systemPaths = {
  hello: get('/api'),
  health: get('/api/health'),
  healthLive: get('/api/health/live'),
  healthReady: get('/api/health/ready'),
  openapi: get('/api/openapi.json'),
  metrics: get('/api/metrics'),
};

export const authPaths = {
  loginAdmin: post('/api/auth/loginAdmin'),
  refreshAdminToken: post('/api/auth/refreshAdminToken'),
  refreshUserToken: post('/api/auth/refreshUserToken'),
  logout: post('/api/auth/logout'),
  captcha: get('/api/captcha'),
};

export const twoFactorPaths = {
  status: get('/api/admin/2fa'),
  setup: post('/api/admin/2fa/setup'),
  enable: post('/api/admin/2fa/enable'),
  disable: post('/api/admin/2fa/disable'),
  loginAdmin: post('/api/auth/loginAdmin/2fa'),
};

export const userPaths = {
  register: post('/api/auth/registerUser'),
  verifyEmail: post('/api/auth/verify-email'),
  forgotPassword: post('/api/auth/forgot-password'),
  resetPassword: post('/api/auth/reset-password'),
  login: post('/api/auth/loginUser'),
  me: get('/api/Users/currentUserData'),
  updateMe: patch('/api/Users'),
  changePassword: post('/api/Users/password'),
  list: get('/api/users/list'),
  setBlocked: patch('/api/users/:id'),
};

export const adminPaths = {
  me: get('/api/admin/me'),
  updateMe: patch('/api/admin/me'),
  changePassword: post('/api/admin/me/password'),
  list: get('/api/admin/list'),
  create: post('/api/admin'),
  update: patch('/api/admin/:id'),
  resetPassword: post('/api/admin/:id/reset-password'),
};

export const countryPaths = {
  create: post('/api/countries'),
  list: get('/api/countries/list'),
  options: get('/api/countries/complete-list'),
  one: get('/api/countries/one/:id'),
  update: patch('/api/countries/:id'),
  remove: del('/api/countries/:id'),
  uploadFlag: post('/api/countries/reupload/:id'),
};

export const visaRequirementPaths = {
  create: post('/api/visa-requirements'),
  list: get('/api/visa-requirements/list'),
  options: get('/api/visa-requirements/complete-list'),
  one: get('/api/visa-requirements/one/:id'),
  update: patch('/api/visa-requirements/:id'),
  remove: del('/api/visa-requirements/:id'),
};

export const visaPaths = {
  create: post('/api/visa'),
  list: get('/api/visa/list'),
  featured: get('/api/visa/featured'),
  latest: get('/api/visa/latest'),
  available: get('/api/visa/searchAvailableVisa/:nationalityId/:destinationId'),
  one: get('/api/visa/one/:id'),
  update: patch('/api/visa/:id'),
  remove: del('/api/visa/:id'),
  uploadImage: post('/api/visa/image/:id'),
  uploadContentImage: post('/api/visa/uploadContentImage/:id'),
};

export const filePaths = {
  publicFile: get('/api/files/public/:name'),
};

export const requestPaths = {
  createGroup: post('/api/requests/create-request-group'),
  list: get('/api/requests/list'),
  export: get('/api/requests/export-list/:format'),
  one: get('/api/requests/one-by-admin/:id'),
  publicInfo: get('/api/requests/public-find-request-info/:id'),
  update: patch('/api/requests/:id'),
  uploadDocument: post('/api/requests/upload-document/:id'),
  uploadOwnDocument: post('/api/requests/upload-attachment-to-s3-by-user'),
  removeDocument: del('/api/requests/remove-document/:id/:documentId'),
  documentFile: get('/api/requests/:id/documents/:documentId/file'),
  sendTestNotification: post('/api/requests/send-test-notification'),
};

export const applicantPaths = {
  groups: get('/api/applicant/groups'),
  group: get('/api/applicant/groups/:reference'),
  request: get('/api/applicant/requests/:id'),
  resubmit: post('/api/applicant/requests/:id/resubmit'),
  cancel: post('/api/applicant/requests/:id/cancel'),
  removeDocument: del('/api/applicant/requests/:id/documents/:documentId'),
  tickets: get('/api/applicant/tickets'),
  ticket: get('/api/applicant/tickets/:id'),
  reply: post('/api/applicant/tickets/:id/replies'),
};

export const paymentPaths = {
  recordCash: post('/api/gateways/record-cash-payment'),
  create: post('/api/gateways/create'),
  verifyZainCash: post('/api/zain-cash/verify'),
  verifyQiCard: post('/api/qi-card/verify'),
  qiCardNotification: post('/api/qi-card/notification'),
  details: post('/api/gateways/public-get-request-details-after-payment'),
  zainCashReturn: get('/api/gateways/zain-cash/return'),
  qiCardReturn: get('/api/gateways/qi-card/return'),
};

export const transactionPaths = {
  list: get('/api/transactions/findAllByAdmin'),
  export: get('/api/transactions/exportAllByAdmin/:format'),
};

export const dashboardPaths = {
  get: get('/api/dashboard'),
};

export const eventPaths = {
  create: post('/api/events'),
  list: get('/api/events/all'),
  stream: get('/api/events/stream'),
  setSeenMany: patch('/api/events/toggle-seen-many'),
  toggleSeen: patch('/api/events/toggle-seen/:id'),
  one: get('/api/events/:id'),
  update: patch('/api/events/:id'),
  remove: del('/api/events/:id'),
};

export const ticketPaths = {
  open: post('/api/ticket'),
  list: get('/api/tickets/list'),
  setStatus: patch('/api/tickets/:id'),
  one: get('/api/tickets/:id'),
  reply: post('/api/tickets/:id/replies'),
};

export const pushPaths = {
  registerToken: post('/api/firebase/register-token'),
  updateAdminToken: patch('/api/admin/update-fcm'),
  send: post('/api/firebase/send'),
};

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
