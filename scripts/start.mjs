// `npm start`: the DEMO. Builds whatever is missing or older than its sources, then runs the
// server (which applies migrations and seeds demo data into an empty database before it listens).
// For a real deployment use `npm run start:prod` (scripts/start-prod.mjs).
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(at('apps/api/dist/server.js'));
