ALTER TABLE "events" ADD COLUMN "actor_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_admin_id_admins_id_fk" FOREIGN KEY ("actor_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_actor_idx" ON "events" USING btree ("actor_admin_id") WHERE actor_admin_id is not null;