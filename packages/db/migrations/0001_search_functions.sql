-- Search support used by every list: trigram indexes and accent/diacritic folding on both drivers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can back generated columns.
CREATE OR REPLACE FUNCTION vd_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Folds case, Latin accents and Arabic diacritics/letter variants so "أمريكا", "امريكا" and
-- "AMÉRICA"-style spellings meet. Used on stored text and on the search term alike.
CREATE OR REPLACE FUNCTION vd_normalize(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT lower(vd_unaccent(translate(
      regexp_replace($1, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱىةۀ',
      'اااايهه'
    )))
  $$;
