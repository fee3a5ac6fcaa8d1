/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in Excel, LibreOffice or Sheets: text that would start a formula
 * gets a leading `'`, which they show as text. The first character is checked after NFKC, since
 * spreadsheets may fold `＝`, `﹢`, `－`, `＠` and their kin to `= + - @` (migration 0018 does the
 * same in SQL). Numbers are never passed here (they are written as numbers, so -5 stays -5), and
 * text that starts otherwise, Arabic included, is left as it is.
 */
export function neutraliseCsvText(value: string): string {
  const first = value.codePointAt(0);
  if (first === undefined) return value;
  return FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC')) ? `'${value}` : value;
}
