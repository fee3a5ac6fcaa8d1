/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in Excel, LibreOffice or Sheets: text that would start a formula
 * gets a leading `'`, which they show as text. Numbers are never passed here (they are written as
 * numbers, so -5 stays -5), and text that starts otherwise, Arabic included, is left as it is.
 */
export function neutraliseCsvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
