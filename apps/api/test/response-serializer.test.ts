import { REQUEST_STATUSES, requestPageSchema, staffPageSchema } from '@visadesk/contract';
import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from '../src/lib/http/response-serializer';

// Responses are written by fast-json-stringify compiled from the contract's schemas (ADR 0025);
// these check it writes byte for byte what zod's encoder + JSON.stringify wrote before.
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
const fast = (schema: z.ZodType) => responseSerializerCompiler(route(schema));
const zod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

// Any UTF-16 unit, lone surrogates and control characters included: the escaping must match.
const text = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });
const nullableText = fc.option(text, { nil: null });
const uuid = fc.uuid({ version: 4 });
const int = fc.integer({ min: -2_000_000_000, max: 2_000_000_000 });
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const country = fc.record({
  id: uuid,
  nameEn: text,
  nameAr: text,
  iso2: fc.constantFrom('IQ', 'AE', 'TR'),
  flagUrl: fc.option(text, { nil: null }),
});
const request = fc.record({
  id: uuid,
  reference: text,
  groupId: uuid,
  groupReference: text,
  status: fc.constantFrom(...REQUEST_STATUSES),
  visa: fc.record({ id: uuid, titleEn: text, titleAr: text }),
  destination: country,
  nationality: country,
  applicant: fc.record({ id: uuid, fullName: text, email: text }),
  fullName: nullableText,
  fullQuadrupleName: nullableText,
  passportNumber: nullableText,
  email: nullableText,
  dateOfBirth: nullableText,
  travelDate: nullableText,
  returnDate: nullableText,
  passportExpiry: nullableText,
  lastEntry: nullableText,
  educationDegree: nullableText,
  travelReason: nullableText,
  destinationAirport: nullableText,
  price: int,
  currency: fc.constant('IQD' as const),
  assignedAdmin: fc.option(fc.record({ id: uuid, name: text }), { nil: null }),
  reason: nullableText,
  reasonLang: fc.constantFrom('en' as const, 'ar' as const, null),
  version: int,
  createdAt: isoDate,
  updatedAt: isoDate,
});
const statusCounts = fc.option(
  fc.record(
    Object.fromEntries(REQUEST_STATUSES.map((s) => [s, fc.nat()])) as Record<string, fc.Arbitrary<number>>,
  ),
  { nil: null },
);
const requestPage = fc.record({
  items: fc.array(request, { maxLength: 4 }),
  total: fc.nat(),
  totalCapped: fc.boolean(),
  page: fc.integer({ min: 1, max: 400 }),
  limit: fc.integer({ min: 1, max: 100 }),
  nextCursor: fc.option(text, { nil: null }),
  statusCounts,
});

describe('response serializer', () => {
  it('writes a requests page exactly as zod + JSON.stringify did, for any text and nulls', () => {
    const [fastPage, zodPage] = [fast(requestPageSchema), zod(requestPageSchema)];
    fc.assert(
      fc.property(requestPage, (page) => {
        const written = fastPage(page);
        expect(written).toBe(zodPage(page));
        expect(requestPageSchema.parse(JSON.parse(written))).toEqual(page);
      }),
      { numRuns: 300 },
    );
  });

  it('writes only the properties the schema names, as zod did (no row field leaks)', async () => {
    const page = {
      ...fc.sample(requestPage, { numRuns: 1, seed: 7 })[0]!,
      items: fc.sample(request, { numRuns: 2, seed: 3 }),
    };
    const leaky = {
      ...page,
      debug: 'x',
      items: page.items.map((item) => ({ ...item, requiredFields: ['passport'], searchText: 'ali' })),
    };
    const written = fast(requestPageSchema)(leaky);
    expect(written).toBe(zod(requestPageSchema)(page));
    expect(written).not.toContain('requiredFields');
    expect(written).not.toContain('searchText');
    expect(written).not.toContain('debug');

    // A staff row as the database holds it: its secrets are not the schema's, so not written.
    const staff = {
      id: '5f0a4a4e-0d65-4e6a-9d2e-6f6f5f2b9a11',
      name: 'Desk',
      email: 'desk@visadesk.test',
      permissions: ['process-requests'],
      locale: 'ar',
      isActive: true,
      lastLoginAt: null,
      createdAt: '2031-01-01T10:00:00.000Z',
    };
    const body = { items: [staff], total: 1, totalCapped: false, page: 1, limit: 25, nextCursor: null };
    const staffWritten = fast(staffPageSchema)({
      ...body,
      items: [{ ...staff, passwordHash: '$argon2id$v=19$secret', totpSecret: 'JBSWY3DPEHPK3PXP' }],
    });
    expect(staffWritten).toBe(zod(staffPageSchema)(body));
    expect(staffWritten).not.toMatch(/argon2|JBSWY3|passwordHash|totpSecret/);
  });

  it('refuses a body missing a required property instead of writing part of it', () => {
    const [item] = fc.sample(request, { numRuns: 1, seed: 11 });
    const { reference: _dropped, ...withoutReference } = item!;
    const page = {
      items: [withoutReference],
      total: 1,
      totalCapped: false,
      page: 1,
      limit: 25,
      nextCursor: null,
      statusCounts: null,
    };
    expect(() => fast(requestPageSchema)(page)).toThrow(/reference/);
  });

  it("keeps zod's encoder for a schema JSON Schema cannot express", () => {
    const withDate = z.object({ at: z.date() });
    expect(responseJsonSchema(withDate)).toBeUndefined();
    const at = new Date('2030-02-03T04:05:06.007Z');
    expect(fast(withDate)({ at })).toBe('{"at":"2030-02-03T04:05:06.007Z"}');
    expect(() => fast(withDate)({ at: 'not a date' })).toThrow();
  });
});
