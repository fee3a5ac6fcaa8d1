import type { VisaBody } from '@visadesk/contract';
import {
  countries,
  eq,
  inArray,
  sql,
  type Tx,
  visaContentImages,
  visaNationalities,
  visaRequiredDocuments,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../lib/http/errors';
import { IMAGE_TYPES, publicFileUrl, readUpload, replaceFile, storeUpload } from '../../lib/http/uploads';
import { sanitizeRichText } from '../../lib/security/rich-text';
import { getVisa } from './read';

type Body = Required<VisaBody>;

/** Every id the body refers to must exist; the message names the field and the missing ids. */
async function checkReferences(tx: Tx, body: Partial<Body>) {
  const problems: string[] = [];
  const missing = async (
    field: string,
    ids: string[] | undefined,
    table: typeof countries | typeof visaRequirements,
  ) => {
    if (!ids || ids.length === 0) return;
    const unique = [...new Set(ids)];
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    const known = new Set(found.map((f) => f.id));
    const absent = unique.filter((id) => !known.has(id));
    if (absent.length > 0) problems.push(`body.${field}: no such record: ${absent.join(', ')}`);
  };
  await missing('destinationId', body.destinationId ? [body.destinationId] : undefined, countries);
  await missing('nationalityIds', body.nationalityIds, countries);
  await missing('requirementIds', body.requirementIds, visaRequirements);
  if (problems.length > 0) throw badRequest(problems);
}

async function replaceLinks(tx: Tx, visaId: string, body: Partial<Body>) {
  if (body.nationalityIds) {
    await tx.delete(visaNationalities).where(eq(visaNationalities.visaId, visaId));
    const ids = [...new Set(body.nationalityIds)];
    if (ids.length > 0)
      await tx.insert(visaNationalities).values(ids.map((countryId) => ({ visaId, countryId })));
  }
  if (body.requirementIds) {
    await tx.delete(visaRequiredDocuments).where(eq(visaRequiredDocuments.visaId, visaId));
    const ids = [...new Set(body.requirementIds)];
    if (ids.length > 0)
      await tx.insert(visaRequiredDocuments).values(ids.map((requirementId) => ({ visaId, requirementId })));
  }
}

function columns<B extends Partial<Body>>(body: B): Omit<B, 'nationalityIds' | 'requirementIds'> {
  const { nationalityIds: _n, requirementIds: _r, ...rest } = body;
  const out = { ...rest } as Omit<B, 'nationalityIds' | 'requirementIds'> & Partial<Body>;
  if (out.descriptionEn !== undefined) out.descriptionEn = sanitizeRichText(out.descriptionEn);
  if (out.descriptionAr !== undefined) out.descriptionAr = sanitizeRichText(out.descriptionAr);
  if (out.requiredFields) out.requiredFields = [...new Set(out.requiredFields)];
  return out;
}

/** The visa and its nationality and document links are written together or not at all. */
export function createVisa(app: FastifyInstance, body: Body) {
  return app.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const [row] = await tx.insert(visas).values(columns(body)).returning({ id: visas.id });
    await replaceLinks(tx, row!.id, body);
    return getVisa(tx, row!.id, true);
  });
}

export function updateVisa(app: FastifyInstance, id: string, patch: Partial<Body>) {
  return app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(visas).where(eq(visas.id, id)).for('update');
    if (!current) throw notFound('Visa');
    const stay = patch.stayDays ?? current.stayDays;
    const validity = patch.validityDays ?? current.validityDays;
    if (stay > validity) throw badRequest(['body.stayDays: the stay cannot be longer than the validity']);
    await checkReferences(tx, patch);
    await tx
      .update(visas)
      .set({ ...columns(patch), updatedAt: sql`now()` })
      .where(eq(visas.id, id));
    await replaceLinks(tx, id, patch);
    return getVisa(tx, id, true);
  });
}

export async function deleteVisa(app: FastifyInstance, id: string) {
  const keys = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(visas).where(eq(visas.id, id)).for('update');
    if (!row) throw notFound('Visa');
    const images = await tx
      .select({ key: visaContentImages.key })
      .from(visaContentImages)
      .where(eq(visaContentImages.visaId, id));
    await tx.delete(visas).where(eq(visas.id, id));
    return [row.imageKey, ...images.map((i) => i.key)].filter((k): k is string => Boolean(k));
  });
  // Files go only after the rows are gone: a failed delete never leaves a visa without its image.
  await Promise.all(
    keys.map((k) =>
      app.storage.delete(k).catch((err) => app.log.warn({ err }, 'could not delete a visa file')),
    ),
  );
}

async function mustExist(app: FastifyInstance, id: string) {
  const [row] = await app.db.select({ id: visas.id }).from(visas).where(eq(visas.id, id));
  if (!row) throw notFound('Visa');
}

export async function uploadVisaImage(app: FastifyInstance, request: FastifyRequest, id: string) {
  await mustExist(app, id);
  const key = await storeUpload(
    app,
    'public',
    await readUpload(request, IMAGE_TYPES, app.config.IMAGE_MAX_BYTES),
  );
  return replaceFile(app, key, () =>
    app.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ imageKey: visas.imageKey })
        .from(visas)
        .where(eq(visas.id, id))
        .for('update');
      if (!old) throw notFound('Visa');
      await tx.update(visas).set({ imageKey: key, updatedAt: sql`now()` }).where(eq(visas.id, id));
      return { result: await getVisa(tx, id, true), oldKey: old.imageKey };
    }),
  );
}

/** Returns the URL the editor embeds; the file is tracked so it leaves with the visa. */
export async function uploadContentImage(app: FastifyInstance, request: FastifyRequest, id: string) {
  await mustExist(app, id);
  const key = await storeUpload(
    app,
    'public',
    await readUpload(request, IMAGE_TYPES, app.config.IMAGE_MAX_BYTES),
  );
  return replaceFile(app, key, async () => {
    await app.db.insert(visaContentImages).values({ key, visaId: id });
    return { result: { url: publicFileUrl(key)! }, oldKey: null };
  });
}
