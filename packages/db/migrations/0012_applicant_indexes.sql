-- The applicant portal lists one applicant's request groups and tickets, newest first, paged by
-- (created_at, id). The groups' user index gains the sort columns (it still serves the foreign
-- key's lookups as its prefix); tickets had no index on user_id at all.
CREATE INDEX "request_groups_user_created_idx" ON "request_groups" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "request_groups_user_idx";--> statement-breakpoint
CREATE INDEX "tickets_user_created_idx" ON "tickets" USING btree ("user_id","created_at","id");
