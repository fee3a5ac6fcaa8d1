-- The transactions list counts the agency's days (AGENCY_TIME_ZONE, ADR 0033), so its daily totals
-- must too. The zone they are bucketed in is stored here, one row: the triggers read it, and the
-- API's start rebuilds the totals in one transaction when the configured zone differs
-- (apps/api/src/modules/transactions/totals-zone.ts). Until then they stay UTC days, as 0011 made them.
CREATE TABLE "transaction_totals_zone" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "transaction_totals_zone_one_row" CHECK ("transaction_totals_zone"."only_row")
);
--> statement-breakpoint
INSERT INTO "transaction_totals_zone" ("only_row", "time_zone") VALUES (true, 'UTC');
--> statement-breakpoint
-- 0011's function with the day taken in the stored zone, read once per statement. A rebuild holds
-- a lock on transactions that writers wait for, so a statement reads the zone the rows it adds to
-- were summed in. (A missing row reads as UTC rather than failing every payment; the next start
-- writes it back.)
CREATE OR REPLACE FUNCTION vd_transaction_totals_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  zone text := coalesce((SELECT z.time_zone FROM transaction_totals_zone z), 'UTC');
BEGIN
  -- Each branch names only the transition tables its trigger declares (plpgsql plans lazily).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE zone)::date, r.gateway, count(*)::int, sum(r.amount)::bigint
      FROM vd_new_transactions r
     WHERE r.status = 'succeeded'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (day, gateway) DO UPDATE
      SET succeeded_count = t.succeeded_count + excluded.succeeded_count,
          succeeded_amount = t.succeeded_amount + excluded.succeeded_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE zone)::date, r.gateway, -count(*)::int, -sum(r.amount)::bigint
      FROM vd_old_transactions r
     WHERE r.status = 'succeeded'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (day, gateway) DO UPDATE
      SET succeeded_count = t.succeeded_count + excluded.succeeded_count,
          succeeded_amount = t.succeeded_amount + excluded.succeeded_amount;
  ELSE
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE zone)::date, r.gateway, sum(r.d)::int, sum(r.d * r.amount)::bigint
      FROM (SELECT o.created_at, o.gateway, o.amount, -1 AS d FROM vd_old_transactions o WHERE o.status = 'succeeded'
            UNION ALL
            SELECT w.created_at, w.gateway, w.amount, 1 AS d FROM vd_new_transactions w WHERE w.status = 'succeeded') r
     GROUP BY 1, 2
    HAVING sum(r.d) <> 0 OR sum(r.d * r.amount) <> 0
     ORDER BY 1, 2
    ON CONFLICT (day, gateway) DO UPDATE
      SET succeeded_count = t.succeeded_count + excluded.succeeded_count,
          succeeded_amount = t.succeeded_amount + excluded.succeeded_amount;
  END IF;
  RETURN NULL;
END
$$;
