import { type CountryOption, type Locale, normalizePublicReference } from '@visadesk/contract';
import { and, countries, eq, inArray, visaRequirements, visas } from '@visadesk/db';
import type { HomeData, ResultsData, TrackData, VisaPageData } from '@visadesk/portal/render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/errors';
import { sanitizeRichText } from '../../lib/security/rich-text';
import { completeCountryList } from '../countries/service';
import { publicRequestInfo } from '../requests/read';
import { toRequirement } from '../visa-requirements/service';
import { availableVisas, featuredVisas, getVisa, latestVisas } from '../visas/read';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** Every active country as a nationality; as destinations only those with an active visa. */
async function findOptions(app: FastifyInstance, locale: Locale) {
  const all = await completeCountryList(app, locale);
  const rows = await app.db
    .selectDistinct({ id: visas.destinationId })
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.destinationId))
    .where(and(eq(visas.isActive, true), eq(countries.isActive, true)));
  const withVisas = new Set(rows.map((r) => r.id));
  return { nationalities: all, destinations: all.filter((c) => withVisas.has(c.id)) };
}

const HOME_LIST = 6;

export async function homeData(app: FastifyInstance, locale: Locale): Promise<HomeData> {
  const [options, featured, latest] = await Promise.all([
    findOptions(app, locale),
    featuredVisas(app),
    latestVisas(app),
  ]);
  // Six of each keep the page short on a phone; the search finds the rest.
  const fresh = latest.filter((v) => !featured.some((f) => f.id === v.id));
  return { ...options, featured: featured.slice(0, HOME_LIST), latest: fresh.slice(0, HOME_LIST) };
}

export async function resultsData(
  app: FastifyInstance,
  locale: Locale,
  query: { nationality?: unknown; destination?: unknown },
): Promise<ResultsData> {
  const options = await findOptions(app, locale);
  const pick = (list: CountryOption[], id: unknown) =>
    isUuid(id) ? (list.find((c) => c.id === id) ?? null) : null;
  const nationality = pick(options.nationalities, query.nationality);
  const destination = pick(options.nationalities, query.destination);
  const visasFound =
    nationality && destination ? await availableVisas(app, nationality.id, destination.id) : null;
  return { ...options, nationality, destination, visas: visasFound };
}

/** Null for an unknown, inactive or malformed id (the page answers 404). */
export async function visaPageData(
  app: FastifyInstance,
  locale: Locale,
  id: string,
): Promise<VisaPageData | null> {
  if (!isUuid(id)) return null;
  try {
    const visa = await getVisa(app.db, id, false);
    const ids = visa.requirements.map((r) => r.id);
    const rows = ids.length
      ? await app.db
          .select()
          .from(visaRequirements)
          .where(and(inArray(visaRequirements.id, ids), eq(visaRequirements.isActive, true)))
      : [];
    const byId = new Map(rows.map((r) => [r.id, toRequirement(r)]));
    const requirements = ids.flatMap((rid) => byId.get(rid) ?? []);
    const description = locale === 'ar' ? visa.descriptionAr : visa.descriptionEn;
    return { visa, requirements, descriptionHtml: sanitizeRichText(description) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * The public lookup needs the public reference and the traveller's passport number or email. It
 * counts against the same limits as the API's lookup (app.trackingLimit), whichever page asks.
 */
export async function trackData(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { reference?: unknown; secret?: unknown },
): Promise<TrackData> {
  const reference = text(query.reference, 40);
  const secret = text(query.secret, 254);
  if (query.reference === undefined && query.secret === undefined)
    return { reference, secret, outcome: 'form' };
  const publicReference = normalizePublicReference(reference);
  const proof = secret.includes('@') ? { email: secret } : { passportNumber: secret };
  try {
    await app.trackingLimit.check(request, { reference: publicReference, proof: secret ? proof : {} });
    if (!publicReference || secret.length < 3) return { reference, secret, outcome: 'invalid' };
    const result = await publicRequestInfo(app, publicReference, proof);
    return { reference, secret, outcome: 'found', result };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      return { reference, secret, outcome: 'not-found' };
    if (error instanceof AppError && error.statusCode === 429)
      return { reference, secret, outcome: 'limited', retryAfter: error.headers['retry-after'] };
    throw error;
  }
}

/** Every public page for the sitemap: home, tracking and each active visa. */
export async function sitemapEntries(app: FastifyInstance) {
  const rows = await app.db
    .select({ id: visas.id, updatedAt: visas.updatedAt })
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.destinationId))
    .where(and(eq(visas.isActive, true), eq(countries.isActive, true)));
  return [
    { path: '/' },
    { path: '/track' },
    ...rows.map((r) => ({ path: `/visas/${r.id}`, lastModified: r.updatedAt.toISOString() })),
  ];
}
