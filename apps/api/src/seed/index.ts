import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERMISSIONS } from '@visadesk/contract';
import {
  admins,
  countries,
  requests,
  type Tx,
  visaNationalities,
  visaRequiredDocuments,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN_PASSWORD } from '../lib/security/password-strength';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_APPLICANT_EMAIL,
  DEMO_APPLICANT_PASSWORD,
} from '../lib/security/published-credentials';
import { hashPassword } from '../modules/auth/passwords';
import {
  DEMO_COUNTRIES,
  DEMO_NATIONALITIES,
  DEMO_REQUIREMENTS,
  DEMO_VISAS,
  TYPE_FIELDS,
  TYPE_REQUIREMENTS,
  visaTitle,
} from './catalog-data';
import { type DemoAgency, type DemoCatalog, seedDemoAgency } from './demo-requests';

export { DEMO_AGENCY_REQUESTS } from './demo-requests';

export { DEMO_ADMIN_EMAIL, DEMO_APPLICANT_EMAIL, DEMO_APPLICANT_PASSWORD };
/** The demo admin's password: the published one unless ADMIN_PASSWORD says otherwise. */
export const demoAdminPassword = (config: { ADMIN_PASSWORD?: string | undefined }) =>
  config.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;

/**
 * The demo applicant's password, chosen like the demo admin's: the published one, unless
 * ADMIN_PASSWORD is set, in which case both demo accounts use it (whoever keeps the admin's
 * password private does not want a published one on the same server either).
 */
export const demoApplicantPassword = (config: { ADMIN_PASSWORD?: string | undefined }) =>
  config.ADMIN_PASSWORD ?? DEMO_APPLICANT_PASSWORD;

export interface DemoSeedOptions {
  /**
   * How many requests the demo agency gets (applicants, payments, documents, tickets, 90 days of
   * history): the server asks for DEMO_AGENCY_REQUESTS. 0, the default, seeds the admin and the
   * catalog only, which is what tests and benchmarks build on.
   */
  requests?: number;
}

export interface DemoSeedResult {
  adminCreated: boolean;
  /** Set when the demo agency was seeded (and with it the demo applicant). */
  agency?: DemoAgency & { applicantEmail: string; ms: number };
}

/**
 * Demo data goes only into an empty database (no admin yet), so a restart never resets what
 * people changed. Flags are stored first; the rows then go in one transaction, and if that fails
 * the stored files (flags, the agency's documents) are removed again.
 *
 * SEED_DEMO_DATA=false seeds the demo admin only: someone can sign in, and the catalog and the
 * agency are left for them to create.
 */
export async function seedDemoData(
  app: FastifyInstance,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  // A known password must never reach a production database, whoever calls this.
  if (app.config.NODE_ENV === 'production') throw new Error('Demo data is never seeded in production');
  const existing = await app.db.select({ id: admins.id }).from(admins).limit(1);
  if (existing.length > 0) return { adminCreated: false };

  const sample = app.config.SEED_DEMO_DATA;
  const passwordHash = await hashPassword(demoAdminPassword(app.config));
  const flagKeys = sample ? await storeFlags(app) : new Map<string, string>();
  const storedKeys = [...flagKeys.values()];
  try {
    return await app.db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(admins)
        .values({
          name: 'VisaDesk Admin',
          email: DEMO_ADMIN_EMAIL,
          passwordHash,
          permissions: [...PERMISSIONS], // the demo admin holds every permission
        })
        .returning({ id: admins.id });
      if (!sample) return { adminCreated: true };
      const catalog = await seedCatalog(tx, flagKeys);
      // The agency only goes into a database without requests: it is the demo's history, not
      // something to add to anyone's own.
      const size = options.requests ?? 0;
      if (size <= 0 || (await tx.select({ id: requests.id }).from(requests).limit(1)).length > 0)
        return { adminCreated: true };
      const started = performance.now();
      const agency = await seedDemoAgency(app, tx, {
        requests: size,
        demoAdminId: admin!.id,
        applicantEmail: DEMO_APPLICANT_EMAIL,
        applicantPassword: demoApplicantPassword(app.config),
        catalog,
        storedKeys,
      });
      return {
        adminCreated: true,
        agency: {
          ...agency,
          applicantEmail: DEMO_APPLICANT_EMAIL,
          ms: Math.round(performance.now() - started),
        },
      };
    });
  } catch (error) {
    await Promise.all(storedKeys.map((k) => app.storage.delete(k).catch(() => undefined)));
    throw error;
  }
}

async function storeFlags(app: FastifyInstance): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const [iso2] of DEMO_COUNTRIES) {
    const file = join(app.config.SEED_ASSETS_DIR, 'flags', `${iso2.toLowerCase()}.png`);
    if (!existsSync(file)) continue;
    const key = `public/${randomUUID()}.png`;
    await app.storage.put(key, readFileSync(file), 'image/png');
    keys.set(iso2, key);
  }
  return keys;
}

const describe = (visa: (typeof DEMO_VISAS)[number], nameEn: string, nameAr: string) => ({
  descriptionEn: `<p>${visa.entry === 'multiple' ? 'Multiple' : 'Single'}-entry visa for ${nameEn}, valid for ${visa.validityDays} days with stays of up to ${visa.stayDays} days.</p><p>Processing takes about ${visa.processingDays} working days once the payment and documents are received.</p>`,
  descriptionAr: `<p>تأشيرة ${visa.entry === 'multiple' ? 'متعددة الدخول' : 'لدخول واحد'} إلى ${nameAr}، صالحة لمدة ${daysAr(visa.validityDays)} والإقامة حتى ${daysAr(visa.stayDays)}.</p><p>تستغرق المعاملة نحو ${daysAr(visa.processingDays, 'عمل')} بعد استلام الدفع والمستندات.</p>`,
});

/**
 * A number of days as an Iraqi agency writes it: Arabic-Indic digits, and the counted noun in the
 * number's form (٥ أيام، ٣٠ يوماً، ٤٥ يوم عمل).
 */
function daysAr(n: number, of?: string): string {
  const digits = new Intl.NumberFormat('ar-IQ', { useGrouping: false }).format(n);
  if (n === 1) return of ? `يوم ${of} واحد` : 'يوم واحد';
  if (n === 2) return of ? `يوما ${of}` : 'يومان';
  if (n % 100 >= 3 && n % 100 <= 10) return `${digits} أيام${of ? ` ${of}` : ''}`;
  return of ? `${digits} يوم ${of}` : `${digits} يوماً`;
}

async function seedCatalog(tx: Tx, flagKeys: Map<string, string>): Promise<DemoCatalog> {
  const countryRows = await tx
    .insert(countries)
    .values(
      DEMO_COUNTRIES.map(([iso2, nameEn, nameAr]) => ({
        iso2,
        nameEn,
        nameAr,
        flagKey: flagKeys.get(iso2) ?? null,
      })),
    )
    .returning({
      id: countries.id,
      iso2: countries.iso2,
      nameEn: countries.nameEn,
      nameAr: countries.nameAr,
    });
  const countryByIso = new Map(countryRows.map((c) => [c.iso2, c]));

  const requirementRows = await tx
    .insert(visaRequirements)
    .values(
      DEMO_REQUIREMENTS.map(({ key: _key, ...r }) => ({
        ...r,
        acceptedTypes: r.kind === 'document' ? ['application/pdf', 'image/jpeg', 'image/png'] : [],
      })),
    )
    .returning({ id: visaRequirements.id });
  const requirementByKey = new Map(DEMO_REQUIREMENTS.map((r, i) => [r.key, requirementRows[i]!.id]));

  // Oldest first, so "latest" shows the end of the list.
  const start = Date.now() - DEMO_VISAS.length * 3_600_000;
  const visaRows = await tx
    .insert(visas)
    .values(
      DEMO_VISAS.map((visa, i) => {
        const destination = countryByIso.get(visa.destination)!;
        const [titleEn, titleAr] = visaTitle(visa.type, destination.nameEn, destination.nameAr);
        const createdAt = new Date(start + i * 3_600_000);
        return {
          titleEn,
          titleAr,
          destinationId: destination.id,
          type: visa.type,
          entry: visa.entry,
          validityDays: visa.validityDays,
          stayDays: visa.stayDays,
          processingDays: visa.processingDays,
          price: visa.price,
          isFeatured: visa.featured ?? false,
          requiredFields: TYPE_FIELDS[visa.type],
          createdAt,
          updatedAt: createdAt,
          ...describe(visa, destination.nameEn, destination.nameAr),
        };
      }),
    )
    .returning({ id: visas.id });

  const openToAll = new Set(['IR', 'SY']);
  const nationalityIds = DEMO_NATIONALITIES.map((iso) => countryByIso.get(iso)!.id);
  const links = DEMO_VISAS.map((visa, i) => ({ visa, id: visaRows[i]!.id }));
  const nationalityRows = links
    .filter(({ visa }) => !openToAll.has(visa.destination))
    .flatMap(({ visa, id }) =>
      nationalityIds
        .filter((n) => n !== countryByIso.get(visa.destination)!.id)
        .map((countryId) => ({ visaId: id, countryId })),
    );
  if (nationalityRows.length > 0) await tx.insert(visaNationalities).values(nationalityRows);
  await tx.insert(visaRequiredDocuments).values(
    links.flatMap(({ visa, id }) =>
      TYPE_REQUIREMENTS[visa.type].map((key) => ({
        visaId: id,
        requirementId: requirementByKey.get(key)!,
      })),
    ),
  );
  return {
    countryIds: new Map(countryRows.map((c) => [c.iso2, c.id])),
    countryNames: new Map(countryRows.map((c) => [c.iso2, c.nameEn])),
    requirementIds: requirementByKey,
    visaIds: new Map(links.map(({ visa, id }) => [`${visa.destination}:${visa.type}`, id])),
  };
}
