import fc from 'fast-check';

/** `{"a":{"a":…}}` nested `depth` levels deep (and the same with arrays). */
const nested = (depth: number, array: boolean): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
};

/** Texts that have broken servers: NUL bytes, lone surrogates, impossible dates, injections, paths. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ufeff',
  '\u202e',
  '0000-01-01',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  '-001-01-01',
  '1899-12-31',
  '+275760-09-13',
  '2024-13-01T25:61:61Z',
  'not-a-date',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'UNKNOWN_ENUM_VALUE',
  '-1',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  'null',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  "' OR 1=1 --",
  '"); DROP TABLE requests; --',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  '😀'.repeat(50),
  'ع'.repeat(300),
  'a'.repeat(10_000),
];

/** Numbers at the edges: zero, signs, 32/53-bit limits, huge, tiny, fractional. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 31 - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  1_000_000_000_001,
];

/** Any JSON value a hostile client might put where something else belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(64, 200).chain((d) => fc.boolean().map((a) => nested(d, a))) },
  { weight: 1, arbitrary: fc.constantFrom(100_000, 600_000).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => Array.from({ length: n * 2_000 }, (_, i) => i)),
  },
);

/** Hostile path segments: not UUIDs, traversal, encodings, NUL, very long. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length > 0 && t.length < 5_000)),
  fc.constantFrom('1', '0', '-1', 'null', 'undefined', '{id}', 'a'.repeat(5_000), '..', '.'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

/** How the body goes on the wire, besides plain JSON. */
export const BODY_ENCODINGS = [
  'json',
  'json',
  'json',
  'json',
  'malformed-json',
  'json-no-content-type',
  'text-plain',
  'form-urlencoded',
  'multipart',
  'deep-json',
  'xml',
  'json-latin1',
  'empty-json',
] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];
