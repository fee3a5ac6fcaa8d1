import type { Route } from '../define-endpoint';

export const paymentPaths = {
  recordCash: { method: 'POST', path: '/api/gateways/record-cash-payment' },
  create: { method: 'POST', path: '/api/gateways/create' },
  verifyZainCash: { method: 'POST', path: '/api/zain-cash/verify' },
  verifyQiCard: { method: 'POST', path: '/api/qi-card/verify' },
  qiCardNotification: { method: 'POST', path: '/api/qi-card/notification' },
  details: { method: 'POST', path: '/api/gateways/public-get-request-details-after-payment' },
  zainCashReturn: { method: 'GET', path: '/api/gateways/zain-cash/return' },
  qiCardReturn: { method: 'GET', path: '/api/gateways/qi-card/return' },
} as const satisfies Record<string, Route>;
