-- Exact request counts per status for the list's single-filter views (docs/decisions/0014).
-- One row per (dimension, key, status): dimension 'all' (key ''), 'destination', 'nationality',
-- 'visa' (key = the id) and 'admin' (key = the assigned admin's id, or 'none').
CREATE TABLE "request_status_counts" (
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_status_counts_pk" PRIMARY KEY("dimension","key","status")
);
--> statement-breakpoint
-- Kept by statement-level triggers: one aggregate per statement however many rows it touches,
-- written in the same transaction as the change. Rows are upserted sorted by the primary key, so
-- two statements lock the counters they share in the same order and cannot deadlock each other.
-- Zero counts are kept (the table stays tiny: ids × 7 statuses).
CREATE OR REPLACE FUNCTION vd_request_counts_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Each branch names only the transition tables its trigger declares (plpgsql plans lazily).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_status_counts AS c (dimension, key, status, n)
    SELECT k.dimension, k.key, r.status, count(*)::int
      FROM vd_new_requests r
      CROSS JOIN LATERAL (VALUES
        ('all', ''),
        ('destination', r.destination_id::text),
        ('nationality', r.nationality_id::text),
        ('visa', r.visa_id::text),
        ('admin', coalesce(r.assigned_admin_id::text, 'none'))) AS k(dimension, key)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (dimension, key, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_status_counts AS c (dimension, key, status, n)
    SELECT k.dimension, k.key, r.status, -count(*)::int
      FROM vd_old_requests r
      CROSS JOIN LATERAL (VALUES
        ('all', ''),
        ('destination', r.destination_id::text),
        ('nationality', r.nationality_id::text),
        ('visa', r.visa_id::text),
        ('admin', coalesce(r.assigned_admin_id::text, 'none'))) AS k(dimension, key)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (dimension, key, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Old rows count -1, new rows +1; rows whose counted columns did not change cancel out, so an
    -- update of a name or a note writes nothing here.
    INSERT INTO request_status_counts AS c (dimension, key, status, n)
    SELECT k.dimension, k.key, r.status, sum(r.d)::int
      FROM (SELECT o.*, -1 AS d FROM vd_old_requests o
            UNION ALL
            SELECT w.*, 1 AS d FROM vd_new_requests w) r
      CROSS JOIN LATERAL (VALUES
        ('all', ''),
        ('destination', r.destination_id::text),
        ('nationality', r.nationality_id::text),
        ('visa', r.visa_id::text),
        ('admin', coalesce(r.assigned_admin_id::text, 'none'))) AS k(dimension, key)
     GROUP BY 1, 2, 3
    HAVING sum(r.d) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (dimension, key, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vd_request_counts_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM request_status_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Triggers first, backfill second, in the migration's transaction: CREATE TRIGGER takes a lock
-- that keeps writers out until the commit, so no change slips between the two.
CREATE TRIGGER "requests_counts_insert" AFTER INSERT ON "requests"
  REFERENCING NEW TABLE AS vd_new_requests
  FOR EACH STATEMENT EXECUTE FUNCTION vd_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "requests_counts_update" AFTER UPDATE ON "requests"
  REFERENCING OLD TABLE AS vd_old_requests NEW TABLE AS vd_new_requests
  FOR EACH STATEMENT EXECUTE FUNCTION vd_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "requests_counts_delete" AFTER DELETE ON "requests"
  REFERENCING OLD TABLE AS vd_old_requests
  FOR EACH STATEMENT EXECUTE FUNCTION vd_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "requests_counts_truncate" AFTER TRUNCATE ON "requests"
  FOR EACH STATEMENT EXECUTE FUNCTION vd_request_counts_truncate();
--> statement-breakpoint
INSERT INTO request_status_counts (dimension, key, status, n)
SELECT k.dimension, k.key, r.status, count(*)::int
  FROM requests r
  CROSS JOIN LATERAL (VALUES
    ('all', ''),
    ('destination', r.destination_id::text),
    ('nationality', r.nationality_id::text),
    ('visa', r.visa_id::text),
    ('admin', coalesce(r.assigned_admin_id::text, 'none'))) AS k(dimension, key)
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A destination filtered by status, newest first (the busiest list view after the status tabs):
-- an index-only walk of 26 entries instead of the status index filtered by destination
-- (EXPLAIN on 1 000 000 requests in ADR 0014).
CREATE INDEX IF NOT EXISTS "requests_destination_status_created_idx" ON "requests" USING btree ("destination_id","status","created_at","id");
