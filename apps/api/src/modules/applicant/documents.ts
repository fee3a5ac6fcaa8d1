import { ErrorCode } from '@visadesk/contract';
import { and, eq, requestDocuments } from '@visadesk/db';
import { AppError, conflict, notFound } from '../../lib/http/errors';
import type { DocumentDeps } from '../requests/documents';
import { ownRequest } from './own-request';
import { DOCUMENT_REMOVAL_STATUSES } from './request-detail';

/**
 * The applicant takes back a document they uploaded, while the request still waits on them
 * (Requested, Modified). Documents staff attached stay. The request row is locked so its status
 * cannot move under the check; the file goes once the row is gone.
 */
export async function removeOwnDocument(
  deps: Pick<DocumentDeps, 'db' | 'storage' | 'log'>,
  userId: string,
  requestId: string,
  documentId: string,
) {
  const doc = await deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, userId, requestId, true);
    const [doc] = await tx
      .select()
      .from(requestDocuments)
      .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.requestId, requestId)));
    if (!doc) throw notFound('Document');
    if (doc.uploadedByType !== 'user' || doc.uploadedById !== userId) {
      throw new AppError(403, ErrorCode.FORBIDDEN, 'Documents attached by staff cannot be removed here');
    }
    if (!DOCUMENT_REMOVAL_STATUSES.includes(request.status)) {
      throw conflict(`Documents cannot be removed from a request that is ${request.status}`);
    }
    await tx.delete(requestDocuments).where(eq(requestDocuments.id, doc.id));
    return doc;
  });
  await deps.storage
    .delete(doc.fileKey)
    .catch((err) => deps.log.warn({ err }, 'could not delete a document file'));
}
