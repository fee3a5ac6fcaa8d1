import fc from 'fast-check';
import { HOSTILE_TEXT } from './hostile-values';

/** The JSON Schema subset the contract's zod schemas produce in /api/openapi.json. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

export interface SchemaContext {
  /** Resolves `#/components/schemas/Name`. */
  resolve: (ref: string) => JsonSchema;
  /** Ids of rows that exist, so valid-shaped requests reach real records as well as missing ones. */
  idPool: string[];
  /** Only well-formed values: no NUL bytes, lone surrogates or out-of-range days mixed in. */
  clean?: boolean;
}

const day = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/**
 * Strings of the right type that a database may still refuse: NUL bytes, lone surrogates, days
 * outside what PostgreSQL stores, LIKE wildcards, quotes. One in four valid-shaped strings is one.
 */
function nastyText(s: JsonSchema, base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const byFormat: Record<string, string[]> = {
    date: ['0000-01-01', '9999-12-31', '2024-02-30', '1899-12-31', '2101-01-01', '-001-01-01'],
    'date-time': ['0000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '2024-02-30T00:00:00.000Z'],
    uuid: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  };
  const fixed = byFormat[s.format ?? ''] ?? HOSTILE_TEXT.filter((t) => t.length <= (s.maxLength ?? 10_000));
  return fc.oneof(
    fc.constantFrom(...fixed),
    base.map((v) => `${v}\u0000`),
    base.map((v) => `\ud800${v}`),
    base.map((v) => `%_\\'${v}`),
  );
}

function stringArb(s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<string> {
  const base = plainStringArb(s, ctx);
  if (ctx.clean) return base;
  return fc.oneof({ weight: 3, arbitrary: base }, { weight: 1, arbitrary: nastyText(s, base) });
}

function plainStringArb(s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 60));
  switch (s.format) {
    case 'uuid':
      return ctx.idPool.length > 0
        ? fc.oneof(fc.constantFrom(...ctx.idPool), fc.uuid({ version: 4 }))
        : fc.uuid({ version: 4 });
    case 'date':
      return day;
    case 'date-time':
      return fc
        .date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().map((e) => e.slice(-(s.maxLength ?? 254)));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  // No `.filter` below: a filter that can never pass makes fast-check search forever.
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { maxLength: max });
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain text.
    }
  }
  const samples = ['Ali Hassan', 'علي حسن', 'Zainab', 'admin@visadesk.test', 'Turkey'].filter(
    (v) => v.length >= min && v.length <= max,
  );
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    ...(samples.length > 0 ? [fc.constantFrom(...samples)] : []),
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  const min = Math.max(lo, Number.MIN_SAFE_INTEGER);
  const max = Math.min(hi, Number.MAX_SAFE_INTEGER);
  if (integer) {
    const ends = fc.constantFrom(Math.ceil(min), Math.floor(max));
    return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), ends);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that match a schema (as far as the schema says: patterns, formats, bounds, enums,
 * required keys). Depth-limited so recursive schemas stay finite.
 */
export function schemaArbitrary(schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const s = schema.$ref ? ctx.resolve(schema.$ref) : schema;
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((o) => schemaArbitrary(o, ctx, depth + 1)));
  if (s.allOf?.[0]) return schemaArbitrary(s.allOf[0], ctx, depth + 1);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => schemaArbitrary({ ...s, type }, ctx, depth + 1)));
  }
  switch (s.type) {
    case 'string':
      return stringArb(s, ctx);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? schemaArbitrary(s.items, ctx, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([key, sub]) => [key, schemaArbitrary(sub, ctx, depth + 1)]),
      );
      const required = (s.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Query strings and paths carry text: how a valid-shaped value is written there. */
export const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
