// `npm run start:prod`: the production start. NODE_ENV=production makes the server refuse the
// payment sandbox (unless PAYMENT_SANDBOX=true), a generated JWT secret and demo data, and create
// the first admin only from ADMIN_EMAIL/ADMIN_PASSWORD (README, "Deploying to production").
// It builds only what is missing or stale, like `npm start`; a deployment normally runs
// `npm ci && npm run build` first, so nothing is built here.
import { at, buildIfStale } from './build-if-stale.mjs';

process.env.NODE_ENV = 'production';
buildIfStale();
await import(at('apps/api/dist/server.js'));
