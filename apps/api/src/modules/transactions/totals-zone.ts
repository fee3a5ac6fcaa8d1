import { type Db, sql, transactionDailyTotals, transactions, transactionTotalsZone } from '@visadesk/db';
import { rowsOf } from '../../lib/sql/frozen-sql';

/** The start cannot go on: the database does not know the configured zone. */
export class TotalsZoneRefused extends Error {}

/** What a start did to the daily totals: nothing, or rebuilt them from one zone's days to another's. */
export type TotalsZoneChange = { rebuilt: false } | { rebuilt: true; from: string | null; rows: number };

const storedZone = async (db: Pick<Db, 'execute'>) =>
  (
    await rowsOf<{ zone: string }>(
      db,
      sql`select ${transactionTotalsZone.timeZone} as "zone" from ${transactionTotalsZone}`,
    )
  )[0]?.zone ?? null;

/**
 * Makes transaction_daily_totals count the days of `timeZone` (the agency's, ADR 0033), at start,
 * after the migrations. Nothing to do when they already do (one small read). Otherwise, in one
 * transaction: writers of `transactions` are locked out (SHARE ROW EXCLUSIVE: they wait, readers
 * do not), the zone is read again (an instance starting beside this one may have just done the
 * work), stored, and the totals are deleted and summed again from the transactions.
 */
export async function alignTotalsZone(db: Db, timeZone: string): Promise<TotalsZoneChange> {
  if ((await storedZone(db)) === timeZone) return { rebuilt: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${transactions} in share row exclusive mode`);
    const from = await storedZone(tx);
    if (from === timeZone) return { rebuilt: false };
    // Intl knew the name (config.ts); the triggers need PostgreSQL to know it too, or every
    // payment would fail once it is stored.
    try {
      await tx.execute(sql`select now() at time zone ${timeZone}::text`);
    } catch (error) {
      throw new TotalsZoneRefused(
        `AGENCY_TIME_ZONE=${timeZone} is not a time zone the database knows (${(error as Error).message}).`,
      );
    }
    await tx.execute(sql`insert into ${transactionTotalsZone} (only_row, time_zone) values (true, ${timeZone})
      on conflict (only_row) do update set time_zone = excluded.time_zone`);
    await tx.execute(sql`delete from ${transactionDailyTotals}`);
    const [summed] = await rowsOf<{ rows: number }>(
      tx,
      sql`with summed as (
            insert into ${transactionDailyTotals} (day, gateway, succeeded_count, succeeded_amount)
            select (${transactions.createdAt} at time zone ${timeZone}::text)::date, ${transactions.gateway},
                   count(*)::int, sum(${transactions.amount})::bigint
              from ${transactions}
             where ${transactions.status} = 'succeeded'
             group by 1, 2
            returning 1)
          select count(*)::int as "rows" from summed`,
    );
    return { rebuilt: true, from, rows: summed?.rows ?? 0 };
  });
}
