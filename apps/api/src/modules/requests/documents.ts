import { DOCUMENT_TYPES as CONTRACT_DOCUMENT_TYPES, ErrorCode } from '@visadesk/contract';
import {
  and,
  type Db,
  eq,
  requestDocuments,
  requests,
  sql,
  type Tx,
  visaRequiredDocuments,
  visaRequirements,
} from '@visadesk/db';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/http/errors';
import { IMAGE_TYPES, PDF_TYPE, storeUpload, type Upload } from '../../lib/http/uploads';
import { EVENTS_CHANNEL, recordEvent } from '../../lib/sql/record-event';
import type { Storage } from '../../lib/storage/storage';
import { checkUploadQuota, takeUploadQuota, type UploadQuotaConfig } from './upload-quota';

/** What request documents use: the database, the file store, the log and the size limit (the app fits). */
export interface DocumentDeps {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  config: Pick<Config, 'DOCUMENT_MAX_BYTES'> & UploadQuotaConfig;
}

/** Reads the uploaded file once the rule it must meet is known (the route reads it from the request). */
export type ReceiveUpload = (allowed: Record<string, string>, maxBytes: number) => Promise<Upload>;

// The contract's document types (no GIF), whatever the image uploads elsewhere accept.
const DOCUMENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...PDF_TYPE, ...IMAGE_TYPES }).filter(([mime]) =>
    (CONTRACT_DOCUMENT_TYPES as readonly string[]).includes(mime),
  ),
);

/** A file name that is safe in a header and on any disk: no paths, no control characters. */
const safeName = (name: string | undefined, ext: string) => {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  return base || `document.${ext}`;
};

/**
 * The type and size rule a new document must meet. A named requirement must be one of the
 * request's visa's document requirements; a document that names none must meet the strictest
 * of them all (the types every one accepts, the smallest size), so leaving the requirement out
 * never loosens a rule.
 */
async function uploadRule(deps: DocumentDeps, visaId: string, requirementId: string | undefined) {
  const rules = await deps.db
    .select({
      id: visaRequirements.id,
      acceptedTypes: visaRequirements.acceptedTypes,
      maxSizeMb: visaRequirements.maxSizeMb,
    })
    .from(visaRequiredDocuments)
    .innerJoin(visaRequirements, eq(visaRequirements.id, visaRequiredDocuments.requirementId))
    .where(and(eq(visaRequiredDocuments.visaId, visaId), eq(visaRequirements.kind, 'document')));
  const applicable = requirementId ? rules.filter((r) => r.id === requirementId) : rules;
  if (requirementId && applicable.length === 0) {
    throw badRequest(["querystring.requirementId: not a document requirement of this request's visa"]);
  }
  const allowed = Object.fromEntries(
    Object.entries(DOCUMENT_TYPES).filter(([mime]) =>
      applicable.every((r) => r.acceptedTypes.includes(mime)),
    ),
  );
  const maxBytes = Math.min(
    deps.config.DOCUMENT_MAX_BYTES,
    ...applicable.map((r) => r.maxSizeMb * 1024 * 1024),
  );
  if (Object.keys(allowed).length === 0) {
    throw badRequest([
      'querystring.requirementId: name the requirement this document answers (its file types differ)',
    ]);
  }
  return { allowed, maxBytes };
}

/**
 * The bell's "document uploaded" event. An applicant's burst of uploads to one request is one
 * unread item: while the last one is unread and under 15 minutes old it counts the new file
 * (`count`, latest `fileName`) and is announced again under its own id, instead of a new item.
 */
async function recordUploadEvent(
  tx: Tx,
  requestId: string,
  params: { reference: string; fileName: string; by: 'admin' | 'user' },
  actorAdminId: string | null,
) {
  if (params.by === 'user') {
    const merged = await tx.execute(sql`
      update events
         set params = params || jsonb_build_object('fileName', ${params.fileName}::text,
                                 'count', coalesce((params->>'count')::int, 1) + 1)
       where id = (select id from events
                    where request_id = ${requestId} and type = 'request.document-uploaded'
                      and not seen and params->>'by' = 'user'
                      and created_at > clock_timestamp() - interval '15 minutes'
                    order by created_at desc limit 1)
      returning id`);
    const id = (merged as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (id) {
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${id})`);
      return;
    }
  }
  await recordEvent(tx, { type: 'request.document-uploaded', requestId, params, actorAdminId });
}

/** Where an applicant may still add documents to their own request. */
export const APPLICANT_UPLOAD_STATUSES: readonly string[] = ['Requested', 'Paid', 'Modified'];

interface Uploader {
  type: 'admin' | 'user';
  id: string;
}

/**
 * Stores a document for a request, checked against the requirement it answers (its accepted
 * types and size), then records it and its event in one transaction.
 */
export async function addDocument(
  deps: DocumentDeps,
  requestId: string,
  requirementId: string | undefined,
  uploader: Uploader,
  receive: ReceiveUpload,
) {
  const [target] = await deps.db.select().from(requests).where(eq(requests.id, requestId));
  if (!target || (uploader.type === 'user' && target.userId !== uploader.id)) throw notFound('Request');
  if (uploader.type === 'user' && !APPLICANT_UPLOAD_STATUSES.includes(target.status)) {
    throw new AppError(
      409,
      ErrorCode.CONFLICT,
      `Documents cannot be added to a request that is ${target.status}`,
    );
  }
  const { allowed, maxBytes } = await uploadRule(deps, target.visaId, requirementId);
  // Full counts refuse the upload before its bytes are read; the sizes are checked once known.
  if (uploader.type === 'user') await checkUploadQuota(deps.db, deps.config, uploader.id, requestId, 0);
  const upload = await receive(allowed, maxBytes);
  const key = await storeUpload(deps, 'private', upload);
  try {
    return await deps.db.transaction(async (tx) => {
      if (uploader.type === 'user') {
        await takeUploadQuota(tx, deps.config, uploader.id, requestId, upload.data.length);
      }
      const [doc] = await tx
        .insert(requestDocuments)
        .values({
          requestId,
          requirementId: requirementId ?? null,
          fileKey: key,
          fileName: safeName(upload.fileName, upload.ext),
          contentType: upload.mime,
          size: upload.data.length,
          uploadedByType: uploader.type,
          uploadedById: uploader.id,
        })
        .returning();
      await recordUploadEvent(
        tx,
        requestId,
        {
          reference: target.reference,
          fileName: doc!.fileName,
          by: uploader.type,
        },
        uploader.type === 'admin' ? uploader.id : null,
      );
      return {
        id: doc!.id,
        requirement: null,
        fileName: doc!.fileName,
        contentType: doc!.contentType,
        size: doc!.size,
        url: `/api/requests/${requestId}/documents/${doc!.id}/file`,
        uploadedBy: uploader.type,
        createdAt: doc!.createdAt.toISOString(),
      };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function removeDocument(deps: DocumentDeps, requestId: string, documentId: string) {
  const [doc] = await deps.db
    .delete(requestDocuments)
    .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.requestId, requestId)))
    .returning();
  if (!doc) throw notFound('Document');
  await deps.storage
    .delete(doc.fileKey)
    .catch((err) => deps.log.warn({ err }, 'could not delete a document file'));
}

/** Private files: staff, or the applicant who owns the request. Sent as attachments, never inline HTML. */
export async function sendDocument(
  deps: Pick<DocumentDeps, 'db' | 'storage'>,
  reply: FastifyReply,
  requestId: string,
  documentId: string,
  viewer: Uploader,
) {
  const [row] = await deps.db
    .select({ doc: requestDocuments, ownerId: requests.userId })
    .from(requestDocuments)
    .innerJoin(requests, eq(requests.id, requestDocuments.requestId))
    .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.requestId, requestId)));
  if (!row || (viewer.type === 'user' && row.ownerId !== viewer.id)) throw notFound('Document');
  const file = await deps.storage.get(row.doc.fileKey);
  if (!file) throw notFound('Document');
  return reply
    .header('content-type', row.doc.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.doc.fileName)}`)
    .send(file.body);
}
