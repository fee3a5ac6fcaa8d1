-- The transaction list's totals (succeeded money and count for the whole filter) summed from one
-- row per UTC day and gateway instead of from every matching transaction: over a million
-- transactions the live sum read ~460 000 rows per list call. Only succeeded transactions count.
CREATE TABLE "transaction_daily_totals" (
	"day" date NOT NULL,
	"gateway" text NOT NULL,
	"succeeded_count" integer NOT NULL,
	"succeeded_amount" bigint NOT NULL,
	CONSTRAINT "transaction_daily_totals_pk" PRIMARY KEY("day","gateway")
);
--> statement-breakpoint
-- Kept by statement-level triggers in the same transaction as the change. Old rows count -1, new
-- rows +1, so an update that leaves a succeeded transaction's day, gateway and amount alone writes
-- nothing; rows are upserted in primary-key order so concurrent statements cannot deadlock here.
CREATE OR REPLACE FUNCTION vd_transaction_totals_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Each branch names only the transition tables its trigger declares (plpgsql plans lazily).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.gateway, count(*)::int, sum(r.amount)::bigint
      FROM vd_new_transactions r
     WHERE r.status = 'succeeded'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (day, gateway) DO UPDATE
      SET succeeded_count = t.succeeded_count + excluded.succeeded_count,
          succeeded_amount = t.succeeded_amount + excluded.succeeded_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.gateway, -count(*)::int, -sum(r.amount)::bigint
      FROM vd_old_transactions r
     WHERE r.status = 'succeeded'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (day, gateway) DO UPDATE
      SET succeeded_count = t.succeeded_count + excluded.succeeded_count,
          succeeded_amount = t.succeeded_amount + excluded.succeeded_amount;
  ELSE
    INSERT INTO transaction_daily_totals AS t (day, gateway, succeeded_count, succeeded_amount)
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.gateway, sum(r.d)::int, sum(r.d * r.amount)::bigint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vd_transaction_totals_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM transaction_daily_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Triggers first, backfill second, in the migration's transaction: CREATE TRIGGER takes a lock
-- that keeps writers out until the commit, so no change slips between the two.
CREATE TRIGGER "transactions_totals_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS vd_new_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION vd_transaction_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS vd_old_transactions NEW TABLE AS vd_new_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION vd_transaction_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS vd_old_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION vd_transaction_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION vd_transaction_totals_truncate();
--> statement-breakpoint
INSERT INTO transaction_daily_totals (day, gateway, succeeded_count, succeeded_amount)
SELECT (created_at AT TIME ZONE 'UTC')::date, gateway, count(*)::int, sum(amount)::bigint
  FROM transactions
 WHERE status = 'succeeded'
 GROUP BY 1, 2;
--> statement-breakpoint
-- Indexes chosen from EXPLAIN (ANALYZE, BUFFERS) of the list endpoints over 1 000 000 rows
-- (apps/api/bench/other-lists.ts). Each ends with the id: the list orders by (column, id).
-- Transactions sorted by amount (also the minAmount/maxAmount range) and by completion time:
-- both were a parallel sequential scan and a sort of every row (~150 ms). The status rides along
-- so an amount filter's succeeded totals are an index-only scan (77 ms of heap reads before).
CREATE INDEX "transactions_amount_idx" ON "transactions" USING btree ("amount","id") INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX "transactions_completed_idx" ON "transactions" USING btree ("completed_at","id");
--> statement-breakpoint
-- Applicants sorted by name, email and last sign-in: a sort of every row (~200 ms) without them.
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at","id");
--> statement-breakpoint
-- Blocked applicants are few: their page and count read this small index instead of scanning
-- every applicant for them (~170 ms), also with a search term.
CREATE INDEX "users_blocked_created_idx" ON "users" USING btree ("created_at","id") WHERE is_blocked;
--> statement-breakpoint
-- Visas by type (and a destination with a type): the count scanned the table (37 ms; 257 ms and
-- 30 000 heap pages for destination + type).
CREATE INDEX "visas_type_created_idx" ON "visas" USING btree ("type","created_at","id");
--> statement-breakpoint
CREATE INDEX "visas_destination_type_idx" ON "visas" USING btree ("destination_id","type","created_at","id");
--> statement-breakpoint
-- Inactive and featured visas are few. The featured index no longer requires is_active, so the
-- back office's featured filter uses it too (it scanned the table: 132 ms); the public featured
-- list still walks it and skips the inactive ones.
CREATE INDEX "visas_inactive_created_idx" ON "visas" USING btree ("created_at","id") WHERE NOT is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS "visas_featured_idx";
--> statement-breakpoint
CREATE INDEX "visas_featured_idx" ON "visas" USING btree ("created_at","id") WHERE is_featured;
