import { expect } from 'vitest';
import type { TestContext } from './helpers';

let isoCounter = 0;
/** Two-letter codes not used by real fixtures: Q*, X* ranges, unique per test file. */
export function freshIso(): string {
  const n = isoCounter++;
  return `${'QWX'[Math.floor(n / 26) % 3]}${String.fromCharCode(65 + (n % 26))}`;
}

export async function makeCountry(ctx: TestContext, headers: object, body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/countries',
    headers: headers as Record<string, string>,
    payload: { nameEn: 'Turkey', nameAr: 'تركيا', iso2: freshIso(), ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; nameEn: string };
}

export async function makeRequirement(ctx: TestContext, headers: object, body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/visa-requirements',
    headers: headers as Record<string, string>,
    payload: { nameEn: 'Passport copy', nameAr: 'نسخة من جواز السفر', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; nameEn: string };
}

export async function makeVisa(ctx: TestContext, headers: object, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/visa',
    headers: headers as Record<string, string>,
    payload: {
      titleEn: 'Tourist visa',
      titleAr: 'تأشيرة سياحية',
      type: 'tourist',
      validityDays: 90,
      stayDays: 30,
      processingDays: 5,
      price: 75_000,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; titleEn: string };
}
