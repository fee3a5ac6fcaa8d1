-- CSV cells: the first character is checked after NFKC, as neutraliseCsvText does
-- (apps/api/src/lib/export/csv-cell.ts): spreadsheets may fold a full-width or small `＝ ＋ － ＠`
-- (`﹦ ﹢ ﹣ ﹫`, …) to `= + - @` and run the cell as a formula. Same signature and shape as 0010's,
-- so COPY's SELECT still inlines it.
CREATE OR REPLACE FUNCTION vd_csv_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN ascii(normalize(left($1, 1), NFKC)) IN (9, 13, 43, 45, 61, 64) THEN '''' || $1 ELSE NULLIF($1, '') END $$;
