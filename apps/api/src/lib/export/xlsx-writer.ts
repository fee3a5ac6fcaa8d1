import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';

/**
 * A streaming XLSX writer for exports (VisaDesk issue 9). exceljs's streaming writer keeps the
 * whole sheet in memory before zipping it; here the sheet's XML is written row by row into a zip
 * entry that `archiver` deflates as it goes, and every write waits while the zip is not read, so
 * memory holds a few chunks whatever the row count.
 *
 * The workbook is the smallest SpreadsheetML package Excel, LibreOffice and exceljs open: one
 * sheet, inline strings (no shared-strings table to hold in memory), a minimal styles part, the
 * sheet's direction, a frozen header row and column widths.
 */

interface ArchiverEntry {
  name: string;
}
interface Archive extends Readable {
  append(source: Readable | Buffer | string, data: ArchiverEntry): Archive;
  finalize(): Promise<void>;
  abort(): Archive;
}
// archiver ships no types (and @types/archiver is not installed); this is the part used here.
const archiver = createRequire(import.meta.url)('archiver') as (
  format: 'zip',
  options: { zlib: { level: number }; highWaterMark?: number },
) => Archive;

export interface XlsxSheetOptions {
  sheetName: string;
  rightToLeft: boolean;
  header: readonly string[];
  /** Column widths in characters; 18 when missing. */
  widths?: readonly number[];
  /** zlib level: 1 by default (level 6 costs about half the speed for ~15 % smaller files). */
  level?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
// Not required by the format, but some readers (older Excel builds, Numbers) repair a package
// without one; one default font, fill, border and cell format is the minimum they accept.
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// Characters XML 1.0 does not allow (C0 controls but tab/LF/CR, U+FFFE/U+FFFF, lone surrogates):
// a reader refuses the whole file over one of them, so they are dropped.
// (Built from strings: the pattern is about control characters, which the linter flags in literals.)
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF';
const INVALID_XML = new RegExp(
  `[${CONTROL}]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
);
// One test decides whether a string needs any work; most cells are plain text and skip it.
const NEEDS_WORK = new RegExp(`[&<>${CONTROL}\\uD800-\\uDFFF]`);
const EDGE_SPACE = /^\s|\s$/;
/** Excel's limit for a cell's text; longer text makes it refuse the file. */
const MAX_CELL_TEXT = 32767;

/** Text as XML character data: escaped, characters XML 1.0 forbids removed. */
export function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value;
  return value
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const xmlAttr = (value: string) => xmlText(value).replaceAll('"', '&quot;');

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A sheet name Excel accepts: no []:*?/\ characters, at most 31 characters, never empty. */
export function safeSheetName(name: string): string {
  const clean = name
    .replace(INVALID_XML, '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
}

/**
 * One cell's XML. Strings are always inline-string cells, so text that starts with '=' stays text
 * (a cell is a formula only with an <f> element, which is never written); finite numbers are
 * number cells; empty values write no cell.
 */
function cellXml(ref: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (text.length > MAX_CELL_TEXT) text = text.slice(0, MAX_CELL_TEXT);
  // Excel reads `_x0041_` in a cell as an escaped character; its own escape keeps the text as typed.
  const escaped = xmlText(text).replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
  return EDGE_SPACE.test(escaped)
    ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escaped}</t></is></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${escaped}</t></is></c>`;
}

/** One sheet row's XML: a cell per column letter (cells beyond them are ignored). */
export function rowXml(rowNumber: number, columns: readonly string[], row: readonly unknown[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < columns.length; i++) xml += cellXml(columns[i]! + rowNumber, row[i]);
  return `${xml}</row>`;
}

/** Bytes of sheet XML gathered before one write: large enough to be cheap, small enough to stay flat. */
const CHUNK = 64 * 1024;

/** Zipped bytes the writer holds for a reader that is not reading. */
const OUTPUT_BUFFER = 256 * 1024;

export class XlsxStreamWriter {
  /** The .xlsx file's bytes; read it (with backpressure) while rows are written. */
  readonly output: Readable;
  private readonly archive: Archive;
  private readonly sheet: PassThrough;
  private readonly columns: string[];
  private rowNumber = 0;
  /** Sheet XML not yet handed to the zip. */
  private pending: string;

  constructor(options: XlsxSheetOptions) {
    // archiver buffers up to its highWaterMark (1 MiB by default) of zipped output for a slow
    // reader; a quarter of that keeps each open export's holding small.
    this.archive = archiver('zip', { zlib: { level: options.level ?? 1 }, highWaterMark: OUTPUT_BUFFER });
    this.output = this.archive;
    this.sheet = new PassThrough({ highWaterMark: CHUNK });
    // Errors reach the caller through writeRows/finish and through `output`'s reader; these keep
    // a stream destroyed after its reader left from crashing the process with an unhandled 'error'.
    this.sheet.on('error', () => {});
    this.archive.on('error', () => {});
    const width = options.header.length;
    this.columns = Array.from({ length: width }, (_, i) => columnName(i));

    const workbook = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlAttr(safeSheetName(options.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    this.archive.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
    this.archive.append(ROOT_RELS, { name: '_rels/.rels' });
    this.archive.append(workbook, { name: 'xl/workbook.xml' });
    this.archive.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
    this.archive.append(STYLES, { name: 'xl/styles.xml' });
    this.archive.append(this.sheet, { name: 'xl/worksheets/sheet1.xml' });

    let cols = '';
    for (let i = 0; i < width; i++) {
      const w = options.widths?.[i] ?? 18;
      cols += `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`;
    }
    const rtl = options.rightToLeft ? ' rightToLeft="1"' : '';
    // The header row stays in view: a frozen pane below row 1.
    this.pending = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView${rtl} workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${width ? `<cols>${cols}</cols>` : ''}<sheetData>`;
    this.appendRow(options.header);
  }

  private appendRow(row: readonly unknown[]) {
    this.pending += rowXml(++this.rowNumber, this.columns, row);
  }

  /**
   * Adds sheet rows already written as XML (`<row r="…">…</row>`, numbered after the header and
   * in order, e.g. by CsvToSheetRows); waits while the output is not read.
   */
  async writeSheetData(chunk: Buffer, signal?: AbortSignal): Promise<void> {
    if (this.pending) await this.flush(signal);
    signal?.throwIfAborted();
    if (!this.sheet.write(chunk)) await once(this.sheet, 'drain', { signal });
  }

  /** Rows written so far, the header included. */
  get rows(): number {
    return this.rowNumber;
  }

  /**
   * Adds rows (cells beyond the header's width are ignored) and resolves once the zip has taken
   * them in; waits while the output is not read, and rejects when the signal aborts.
   */
  async writeRows(rows: readonly (readonly unknown[])[], signal?: AbortSignal): Promise<void> {
    for (const row of rows) {
      this.appendRow(row);
      if (this.pending.length >= CHUNK) await this.flush(signal);
    }
  }

  private async flush(signal?: AbortSignal) {
    signal?.throwIfAborted();
    const chunk = this.pending;
    this.pending = '';
    if (chunk && !this.sheet.write(chunk)) await once(this.sheet, 'drain', { signal });
  }

  /** Closes the sheet and the zip; resolves when the zip's last byte is written to `output`. */
  async finish(signal?: AbortSignal): Promise<void> {
    this.pending += '</sheetData></worksheet>';
    await this.flush(signal);
    this.sheet.end();
    await this.archive.finalize();
  }

  /** Stops everything at once (the client went away); `output` ends without a complete file. */
  destroy(err: Error = new Error('XLSX export stopped')) {
    // With an error, so a write waiting for 'drain' rejects instead of waiting forever.
    this.sheet.destroy(err);
    this.archive.abort();
    this.archive.destroy(err);
  }
}
