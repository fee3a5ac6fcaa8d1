import type { DbHandle } from '@visadesk/db';
import type { Config } from '../config';
import { alignTotalsZone } from '../modules/transactions/totals-zone';

/**
 * What a start does to the database before the app takes it: the migrations this code has (under
 * an advisory lock on PostgreSQL, so instances starting together migrate one at a time), then the
 * transactions' daily totals moved to the agency's days when AGENCY_TIME_ZONE changed (ADR 0033).
 * server.ts runs it, and so do the tests' apps, so both start the same way. Throws
 * SchemaTooNewError or TotalsZoneRefused when the start must be refused.
 */
export async function prepareDatabase(
  database: DbHandle,
  config: Pick<Config, 'AGENCY_TIME_ZONE'>,
  log: { info(message: string): void },
): Promise<void> {
  await database.migrate({ onWait: () => log.info('Waiting for another instance to finish migrating…') });
  const totals = await alignTotalsZone(database.db, config.AGENCY_TIME_ZONE);
  if (totals.rebuilt) {
    log.info(
      `Transaction totals rebuilt for ${config.AGENCY_TIME_ZONE} days (they counted ${totals.from ?? 'no'} days): ${totals.rows} day and gateway rows`,
    );
  }
}
