CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"iso2" text NOT NULL,
	"flag_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(name_en, '') || ' ' || coalesce(name_ar, '') || ' ' || coalesce(iso2, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'document' NOT NULL,
	"accepted_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_size_mb" integer DEFAULT 5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(name_en, '') || ' ' || coalesce(name_ar, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_content_images" (
	"key" text PRIMARY KEY NOT NULL,
	"visa_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_nationalities" (
	"visa_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	CONSTRAINT "visa_nationalities_visa_id_country_id_pk" PRIMARY KEY("visa_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "visa_required_documents" (
	"visa_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	CONSTRAINT "visa_required_documents_visa_id_requirement_id_pk" PRIMARY KEY("visa_id","requirement_id")
);
--> statement-breakpoint
CREATE TABLE "visas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"destination_id" uuid NOT NULL,
	"type" text NOT NULL,
	"entry" text DEFAULT 'single' NOT NULL,
	"validity_days" integer NOT NULL,
	"stay_days" integer NOT NULL,
	"processing_days" integer NOT NULL,
	"price" integer NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image_key" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"required_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vd_normalize(coalesce(title_en, '') || ' ' || coalesce(title_ar, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visa_content_images" ADD CONSTRAINT "visa_content_images_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_nationalities" ADD CONSTRAINT "visa_nationalities_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_nationalities" ADD CONSTRAINT "visa_nationalities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_required_documents" ADD CONSTRAINT "visa_required_documents_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_required_documents" ADD CONSTRAINT "visa_required_documents_requirement_id_visa_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."visa_requirements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_destination_id_countries_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_idx" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "countries_search_trgm_idx" ON "countries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_en_idx" ON "countries" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "countries_name_ar_idx" ON "countries" USING btree ("name_ar","id");--> statement-breakpoint
CREATE INDEX "countries_created_idx" ON "countries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "countries_updated_idx" ON "countries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "visa_requirements_search_trgm_idx" ON "visa_requirements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visa_requirements_name_en_idx" ON "visa_requirements" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "visa_requirements_name_ar_idx" ON "visa_requirements" USING btree ("name_ar","id");--> statement-breakpoint
CREATE INDEX "visa_requirements_created_idx" ON "visa_requirements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "visa_content_images_visa_idx" ON "visa_content_images" USING btree ("visa_id");--> statement-breakpoint
CREATE INDEX "visa_nationalities_country_idx" ON "visa_nationalities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "visa_required_documents_requirement_idx" ON "visa_required_documents" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "visas_search_trgm_idx" ON "visas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visas_destination_idx" ON "visas" USING btree ("destination_id","created_at");--> statement-breakpoint
CREATE INDEX "visas_created_idx" ON "visas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "visas_updated_idx" ON "visas" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "visas_title_en_idx" ON "visas" USING btree ("title_en","id");--> statement-breakpoint
CREATE INDEX "visas_title_ar_idx" ON "visas" USING btree ("title_ar","id");--> statement-breakpoint
CREATE INDEX "visas_price_idx" ON "visas" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "visas_processing_idx" ON "visas" USING btree ("processing_days","id");--> statement-breakpoint
CREATE INDEX "visas_featured_idx" ON "visas" USING btree ("created_at") WHERE is_featured and is_active;