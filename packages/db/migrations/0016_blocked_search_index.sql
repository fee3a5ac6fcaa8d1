-- A search among the few blocked applicants checked on the blocked index alone: with search_text in
-- its key the count no longer intersects the trigram index's list of every match (a million
-- applicants, blocked + "محمد": 13 ms median before, 0.9 after).
DROP INDEX "users_blocked_created_idx";--> statement-breakpoint
CREATE INDEX "users_blocked_created_idx" ON "users" USING btree ("created_at","id","search_text") WHERE is_blocked;