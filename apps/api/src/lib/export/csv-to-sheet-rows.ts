/**
 * Turns CSV bytes (RFC 4180, as PostgreSQL's COPY and csvLines write them) into SpreadsheetML
 * `<row>` elements, byte by byte, into reused output buffers: an XLSX export of a million rows
 * then makes no JavaScript string or object per cell (ADR 0015), so the heap stays flat and the
 * work left is zipping bytes. The cells are the ones xlsx-writer.ts writes for the header row:
 * - a text cell is an inline string (text starting with '=' stays text: no <f> is ever written),
 *   cut at Excel's 32 767 UTF-16 units, characters XML 1.0 forbids removed (C0 controls but tab,
 *   LF, CR; U+FFFE, U+FFFF), & < > escaped, Excel's `_xHHHH_` escape kept literal, and
 *   xml:space="preserve" when it starts or ends with whitespace;
 * - a column marked numeric writes its text as a number cell;
 * - an empty field writes no cell (positions come from each cell's `r`).
 * UTF-8 needs no decoding for this: every byte the escaping looks at is ASCII, and no ASCII byte
 * occurs inside a multi-byte sequence.
 */

const CHUNK = 64 * 1024;
const MAX_CELL_UNITS = 32767;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const UNDERSCORE = 0x5f;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const ROW_OPEN = ascii('<row r="');
const ROW_OPEN_END = ascii('">');
const ROW_END = ascii('</row>');
const CELL_OPEN = ascii('<c r="');
const CELL_END_TEXT = ascii('</t></is></c>');
const CELL_END_NUMBER = ascii('</v></c>');
const TEXT_OPEN = ascii('" t="inlineStr"><is><t>');
const TEXT_OPEN_PRESERVE = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const NUMBER_OPEN = ascii('"><v>');
const AMP = ascii('&amp;');
const LT = ascii('&lt;');
const GT = ascii('&gt;');
const EXCEL_ESCAPE = ascii('_x005F_');

const isHex = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** JavaScript's \s, for the code points a field can start or end with. */
function isJsSpace(cp: number): boolean {
  return (
    cp === 0x20 ||
    (cp >= 0x09 && cp <= 0x0d) ||
    cp === 0xa0 ||
    cp === 0x1680 ||
    (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000 ||
    cp === 0xfeff
  );
}

/** The code point of the UTF-8 sequence starting at `i`. */
function codePointAt(b: Buffer, i: number): number {
  const lead = b[i]!;
  if (lead < 0x80) return lead;
  if (lead < 0xe0) return ((lead & 0x1f) << 6) | (b[i + 1]! & 0x3f);
  if (lead < 0xf0) return ((lead & 0x0f) << 12) | ((b[i + 1]! & 0x3f) << 6) | (b[i + 2]! & 0x3f);
  return ((lead & 0x07) << 18) | ((b[i + 1]! & 0x3f) << 12) | ((b[i + 2]! & 0x3f) << 6) | (b[i + 3]! & 0x3f);
}

/** The start of the last UTF-8 sequence of `b[0, end)`. */
function lastSequenceStart(b: Buffer, end: number): number {
  let i = end - 1;
  while (i > 0 && (b[i]! & 0xc0) === 0x80) i--;
  return i;
}

enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

export interface CsvToSheetRowsOptions {
  /** Cell references' column letters, one per CSV field (fields beyond are ignored). */
  columns: readonly string[];
  /** Which fields are numbers (written as <v>, not inline strings). */
  numeric: readonly boolean[];
  /** The sheet row the first CSV line becomes (2 under a header row). */
  firstRow: number;
}

export class CsvToSheetRows {
  private readonly columns: Buffer[];
  private readonly numeric: readonly boolean[];
  private rowNumber: number;
  /** The row number's decimal digits, written into every cell reference of the row. */
  private rowDigits = Buffer.allocUnsafe(16);
  private rowDigitsLength = 0;
  private state = State.FieldStart;
  private column = 0;
  private rowOpen = false;
  /** The current field's raw bytes (a field may span input chunks). */
  private field = Buffer.allocUnsafe(1024);
  private fieldLength = 0;
  /** A field after cleaning, before escaping. */
  private clean = Buffer.allocUnsafe(1024);
  private out = Buffer.allocUnsafe(CHUNK);
  private outLength = 0;
  private done: Buffer[] = [];
  private completedRows = 0;

  constructor(options: CsvToSheetRowsOptions) {
    this.columns = options.columns.map(ascii);
    this.numeric = options.numeric;
    this.rowNumber = options.firstRow;
    this.setRowDigits();
  }

  private setRowDigits() {
    this.rowDigitsLength = this.rowDigits.write(String(this.rowNumber), 'latin1');
  }

  /** Sheet rows finished so far. */
  get rows(): number {
    return this.completedRows;
  }

  /** Consumes CSV bytes; returns the output buffers filled meanwhile (each handed over once). */
  write(input: Buffer): Buffer[] {
    let state = this.state;
    for (let i = 0; i < input.length; i++) {
      const b = input[i]!;
      switch (state) {
        case State.FieldStart:
          if (b === QUOTE) state = State.Quoted;
          else if (b === COMMA) this.endField();
          else if (b === LF) this.endRow();
          else if (b !== CR) {
            this.addByte(b);
            state = State.Unquoted;
          }
          break;
        case State.Unquoted:
          if (b === COMMA) {
            this.endField();
            state = State.FieldStart;
          } else if (b === LF) {
            this.endRow();
            state = State.FieldStart;
          } else if (b !== CR) this.addByte(b);
          break;
        case State.Quoted:
          if (b === QUOTE) state = State.QuoteInQuoted;
          else this.addByte(b);
          break;
        case State.QuoteInQuoted:
          if (b === QUOTE) {
            this.addByte(QUOTE);
            state = State.Quoted;
          } else if (b === COMMA) {
            this.endField();
            state = State.FieldStart;
          } else if (b === LF) {
            this.endRow();
            state = State.FieldStart;
          }
          // (a CR before LF ends nothing; anything else after a closing quote is not CSV)
          break;
      }
    }
    this.state = state;
    return this.take();
  }

  /** The last bytes: a final row without its line feed, and the output not yet handed over. */
  end(): Buffer[] {
    if (this.fieldLength > 0 || this.column > 0 || this.state !== State.FieldStart) this.endRow();
    this.state = State.FieldStart;
    if (this.outLength > 0) {
      this.done.push(this.out.subarray(0, this.outLength));
      this.out = Buffer.allocUnsafe(CHUNK);
      this.outLength = 0;
    }
    return this.take();
  }

  private take(): Buffer[] {
    const done = this.done;
    this.done = [];
    return done;
  }

  private addByte(b: number) {
    if (this.fieldLength === this.field.length) {
      const bigger = Buffer.allocUnsafe(this.field.length * 2);
      this.field.copy(bigger, 0, 0, this.fieldLength);
      this.field = bigger;
    }
    this.field[this.fieldLength++] = b;
  }

  private emit(bytes: Buffer) {
    const length = bytes.length;
    // Most pieces are a few bytes: a loop costs less than a native copy call.
    if (length <= 32 && this.outLength + length < CHUNK) {
      const out = this.out;
      let at = this.outLength;
      for (let i = 0; i < length; i++) out[at++] = bytes[i]!;
      this.outLength = at;
      return;
    }
    let from = 0;
    while (from < bytes.length) {
      const n = Math.min(bytes.length - from, CHUNK - this.outLength);
      bytes.copy(this.out, this.outLength, from, from + n);
      this.outLength += n;
      from += n;
      if (this.outLength === CHUNK) this.flushChunk();
    }
  }

  private emitByte(b: number) {
    this.out[this.outLength++] = b;
    if (this.outLength === CHUNK) this.flushChunk();
  }

  private flushChunk() {
    this.done.push(this.out);
    this.out = Buffer.allocUnsafe(CHUNK);
    this.outLength = 0;
  }

  private endRow() {
    this.endField();
    if (this.rowOpen) {
      this.emit(ROW_END);
      this.rowOpen = false;
      this.completedRows++;
    }
    this.column = 0;
    this.rowNumber++;
    this.setRowDigits();
  }

  private endField() {
    const column = this.column++;
    const length = this.fieldLength;
    this.fieldLength = 0;
    if (length === 0 || column >= this.columns.length) return;
    const digits = this.rowDigits.subarray(0, this.rowDigitsLength);
    if (!this.rowOpen) {
      this.emit(ROW_OPEN);
      this.emit(digits);
      this.emit(ROW_OPEN_END);
      this.rowOpen = true;
    }
    this.emit(CELL_OPEN);
    this.emit(this.columns[column]!);
    this.emit(digits);
    if (this.numeric[column]) {
      this.emit(NUMBER_OPEN);
      this.emit(this.field.subarray(0, length));
      this.emit(CELL_END_NUMBER);
      return;
    }
    const cleanLength = this.cleanField(length);
    if (cleanLength === 0) {
      // Nothing XML can hold was left: an empty inline string keeps the cell where it was.
      this.emit(TEXT_OPEN);
      this.emit(CELL_END_TEXT);
      return;
    }
    const clean = this.clean;
    const edgeSpace =
      isJsSpace(codePointAt(clean, 0)) ||
      isJsSpace(codePointAt(clean, lastSequenceStart(clean, cleanLength)));
    this.emit(edgeSpace ? TEXT_OPEN_PRESERVE : TEXT_OPEN);
    for (let i = 0; i < cleanLength; i++) {
      const b = clean[i]!;
      if (b === 0x26) this.emit(AMP);
      else if (b === 0x3c) this.emit(LT);
      else if (b === 0x3e) this.emit(GT);
      else if (
        b === UNDERSCORE &&
        i + 6 < cleanLength &&
        clean[i + 1] === 0x78 &&
        isHex(clean[i + 2]!) &&
        isHex(clean[i + 3]!) &&
        isHex(clean[i + 4]!) &&
        isHex(clean[i + 5]!) &&
        clean[i + 6] === UNDERSCORE
      ) {
        // `_x0041_` → `_x005F_x0041_`; the match's closing underscore is not matched again.
        this.emit(EXCEL_ESCAPE);
        this.emit(clean.subarray(i + 1, i + 7));
        i += 6;
      } else this.emitByte(b);
    }
    this.emit(CELL_END_TEXT);
  }

  /**
   * Copies the field into `clean`: cut at Excel's limit (counted in UTF-16 units of the raw text,
   * as JavaScript's slice counts), without the characters XML 1.0 forbids. Returns its length.
   */
  private cleanField(length: number): number {
    if (this.clean.length < length) this.clean = Buffer.allocUnsafe(Math.max(length, this.clean.length * 2));
    const raw = this.field;
    const clean = this.clean;
    let units = 0;
    let n = 0;
    for (let i = 0; i < length; ) {
      const b = raw[i]!;
      const size = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
      units += size === 4 ? 2 : 1;
      if (units > MAX_CELL_UNITS) break;
      const forbidden =
        (b < 0x20 && b !== 0x09 && b !== LF && b !== CR) ||
        (b === 0xef && raw[i + 1] === 0xbf && (raw[i + 2] === 0xbe || raw[i + 2] === 0xbf));
      if (!forbidden) for (let k = 0; k < size; k++) clean[n++] = raw[i + k]!;
      i += size;
    }
    return n;
  }
}
