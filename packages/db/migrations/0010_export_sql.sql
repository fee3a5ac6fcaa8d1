-- Exports (issue 9, ADR 0015): CSV cells are made in SQL so PostgreSQL's COPY can stream the file.
-- A text cell for `COPY … TO STDOUT WITH (FORMAT csv)` that a spreadsheet cannot run: text starting
-- a formula (= + - @ tab CR, OWASP's list, as apps/api/src/lib/csv-cell.ts) gets a leading quote.
-- Empty text becomes NULL because COPY writes NULL as nothing but '' as "" (the files written in
-- Node had nothing). Plain SQL, not STRICT, so the planner inlines it into the COPY's SELECT.
CREATE OR REPLACE FUNCTION vd_csv_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN ascii($1) IN (9, 13, 43, 45, 61, 64) THEN '''' || $1 ELSE NULLIF($1, '') END $$;
