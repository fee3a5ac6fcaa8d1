// The query operators, re-exported so apps use the same drizzle-orm copy as the schema.
export {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
export * from './client';
export * from './driver/index';
export * from './migration-state';
export * from './pglite-archive';
export * from './schema/index';
export * from './test-database';
