// The one place that knows node-postgres's and drizzle's internals (ADR 0023, 0025, 0028); the
// tests in packages/db/test/driver-*.test.ts fail when a driver upgrade changes what it relies on.
export { GuardedPool, hasActiveQuery } from './pg-pool';
export {
  inlineBooleans,
  MAX_NAMED_STATEMENTS,
  nameMarkedStatement,
  PREPARED_MARK,
  prepared,
  prepareMarkedQuery,
  StatementNames,
} from './prepared-statements';
export {
  type Bind,
  type CompiledShape,
  compileShape,
  frozenSql,
  inline,
  ShapedStatements,
} from './shaped-statements';
