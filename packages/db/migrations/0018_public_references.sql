-- Public tracking references (ADR 0029): 15 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ from
-- PostgreSQL's CSPRNG (gen_random_uuid's random bytes; the version and variant bytes are skipped,
-- bytes of 240 and above are dropped so every character is equally likely). The app draws its own
-- (Web Crypto); this default serves raw inserts and gives every existing request one below.
CREATE OR REPLACE FUNCTION vd_public_reference() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  ref text := '';
  bytes bytea;
  b int;
BEGIN
  WHILE length(ref) < 15 LOOP
    bytes := uuid_send(gen_random_uuid());
    FOR i IN 0..15 LOOP
      CONTINUE WHEN i = 6 OR i = 8;
      b := get_byte(bytes, i);
      IF b < 240 AND length(ref) < 15 THEN
        ref := ref || substr(alphabet, 1 + b % 30, 1);
      END IF;
    END LOOP;
  END LOOP;
  RETURN ref;
END
$$;
--> statement-breakpoint
-- A volatile default is evaluated for each existing row as the column is added (one rewrite, no
-- UPDATE, so the status-count triggers do not run).
ALTER TABLE "requests" ADD COLUMN "public_reference" text DEFAULT vd_public_reference() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_public_reference_idx" ON "requests" USING btree ("public_reference");
