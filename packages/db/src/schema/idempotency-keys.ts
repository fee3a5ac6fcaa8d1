import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a request sent with an `Idempotency-Key`, per principal (`user:<id>`) and
 * route, so a retry gets that answer instead of doing the work again. `status_code` is null while
 * the first request is still being handled. Rows live 24 hours (apps/api/src/lib/http/idempotency-store.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (params, query and body as validated): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** The answer's body as JSON text, sent again through the route's serializer. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.principal, t.route, t.key] }),
    // Expired rows are deleted by age.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
