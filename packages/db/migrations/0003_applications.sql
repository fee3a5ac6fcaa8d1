CREATE SEQUENCE "public"."request_group_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."request_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"request_id" uuid,
	"ticket_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"requirement_id" uuid,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_type" text NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"visa_id" uuid NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'IQD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"admin_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"visa_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"nationality_id" uuid NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"full_name" text,
	"full_quadruple_name" text,
	"passport_number" text,
	"email" text,
	"date_of_birth" date,
	"travel_date" date,
	"return_date" date,
	"passport_expiry" date,
	"last_entry" date,
	"education_degree" text,
	"travel_reason" text,
	"destination_airport" text,
	"price" integer NOT NULL,
	"assigned_admin_id" uuid,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(reference, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(full_quadruple_name, '') || ' ' || coalesce(passport_number, '') || ' ' || coalesce(email, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"request_reference" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(subject, '') || ' ' || coalesce(name, '') || ' ' || coalesce(email, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_requirement_id_visa_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."visa_requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_groups" ADD CONSTRAINT "request_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_groups" ADD CONSTRAINT "request_groups_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_status_history" ADD CONSTRAINT "request_status_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_group_id_request_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."request_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_destination_id_countries_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_admin_id_admins_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_unseen_idx" ON "events" USING btree ("created_at","id") WHERE not seen;--> statement-breakpoint
CREATE INDEX "events_request_idx" ON "events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "push_tokens_subject_idx" ON "push_tokens" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "request_documents_request_idx" ON "request_documents" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "request_groups_reference_idx" ON "request_groups" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "request_groups_user_idx" ON "request_groups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_notes_request_idx" ON "request_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_status_history_request_idx" ON "request_status_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_reference_idx" ON "requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "requests_search_trgm_idx" ON "requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_updated_idx" ON "requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_visa_idx" ON "requests" USING btree ("visa_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_destination_idx" ON "requests" USING btree ("destination_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_nationality_idx" ON "requests" USING btree ("nationality_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_assigned_idx" ON "requests" USING btree ("assigned_admin_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_group_idx" ON "requests" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "requests_user_idx" ON "requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_price_idx" ON "requests" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "requests_passport_idx" ON "requests" USING btree (lower("passport_number"));--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "fcm_tokens";