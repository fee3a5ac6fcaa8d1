ALTER TABLE "request_status_history" ADD COLUMN "note_lang" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "reason_lang" text;--> statement-breakpoint
-- Reasons written before the column: Arabic letters mean Arabic, anything else English (the rule
-- the API applies when a client sends no language).
UPDATE "requests" SET "reason_lang" = CASE WHEN "reason" ~ '[؀-ۿ]' THEN 'ar' ELSE 'en' END WHERE "reason" IS NOT NULL;--> statement-breakpoint
UPDATE "request_status_history" SET "note_lang" = CASE WHEN "note" ~ '[؀-ۿ]' THEN 'ar' ELSE 'en' END WHERE "note" IS NOT NULL;
