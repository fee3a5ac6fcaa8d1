/** The largest body any route takes: a visa with its two rich-text descriptions (app.ts, visas). */
export const LARGEST_BODY_BYTES = 1024 * 1024;
/** More values than any form of ours sends (the largest, a visa, holds a few hundred). */
export const MAX_JSON_VALUES = 10_000;
/** Deeper than any input of ours is nested; the storable-input walk holds the same limit. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** The index of the quote that closes the string opened at `start`, or the text's length. */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i;
    if (c === BACKSLASH) i++; // the escaped character, whatever it is
  }
  return text.length;
}

/**
 * Why a JSON text is refused before it is parsed (too many values, nested too deep), or undefined.
 * One pass over the text, allocating nothing: parsing 450 000 tiny values costs the event loop
 * hundreds of milliseconds, counting them about one. Items and keys are counted by their
 * separators, so the count is close to, never below, the number of values less one.
 */
export function oversizedJson(text: string, where = 'body'): string | undefined {
  let values = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      values++;
      if (depth > MAX_JSON_DEPTH) return `${where}: nested deeper than ${MAX_JSON_DEPTH} levels`;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA) {
      values++;
    } else {
      continue;
    }
    if (values > MAX_JSON_VALUES) return `${where}: more than ${MAX_JSON_VALUES} values`;
  }
  return undefined;
}
