import {
  type ApplicantRequestDetail,
  allowedTransitions,
  languageOf,
  PERSONAL_FIELDS,
  type PersonalField,
  personalFieldsOf,
  type RequestStatus,
  reasonRequired,
} from '@visadesk/contract';
import { asc, type Db, eq, refunds, requestDocuments, requestStatusHistory } from '@visadesk/db';
import { notFound } from '../../lib/http/errors';
import { APPLICANT_UPLOAD_STATUSES } from '../requests/documents';
import { loadRequests } from '../requests/mappers';
import { requiredDocumentsOf } from './required-documents';

/** Where an applicant may still take back a document they uploaded. */
export const DOCUMENT_REMOVAL_STATUSES: readonly RequestStatus[] = ['Requested', 'Modified'];

const BY = { admin: 'staff', user: 'applicant', system: 'system' } as const;

/** The reason is the applicant's to read only while it explains the status (as the public lookup). */
export const shownReason = (status: RequestStatus, reason: string | null) =>
  status === 'Modified' || status === 'Rejected' ? reason : null;

const isPersonalField = (f: string): f is PersonalField => (PERSONAL_FIELDS as readonly string[]).includes(f);

/**
 * One of the applicant's requests with its timeline, documents and what the visa still asks for.
 * Staff are never named, internal notes never read; history notes are shown only where they are
 * the reason a move had to give the applicant (Rejected, Modified).
 */
export async function applicantRequestDetail(
  { db }: { db: Db },
  userId: string,
  id: string,
): Promise<ApplicantRequestDetail> {
  const [request] = await loadRequests(db, [id]);
  if (!request || request.applicant.id !== userId) throw notFound('Request');
  const [documents, history, required, [refund]] = await Promise.all([
    db
      .select()
      .from(requestDocuments)
      .where(eq(requestDocuments.requestId, id))
      .orderBy(asc(requestDocuments.createdAt), asc(requestDocuments.id)),
    db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, id))
      .orderBy(asc(requestStatusHistory.createdAt), asc(requestStatusHistory.id)),
    requiredDocumentsOf(db, { id, visaId: request.visa.id }),
    db.select().from(refunds).where(eq(refunds.requestId, id)),
  ]);
  const removable = DOCUMENT_REMOVAL_STATUSES.includes(request.status);
  const r = request;
  return {
    id: r.id,
    reference: r.reference,
    publicReference: r.publicReference,
    group: { id: r.groupId, reference: r.groupReference },
    status: r.status,
    reason: shownReason(r.status, r.reason),
    reasonLang: shownReason(r.status, r.reason) ? r.reasonLang : null,
    version: r.version,
    visa: { id: r.visa.id, titleEn: r.visa.titleEn, titleAr: r.visa.titleAr, destination: r.destination },
    nationality: r.nationality,
    ...personalFieldsOf(r),
    price: r.price,
    currency: 'IQD',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    requiredFields: r.requiredFields.filter(isPersonalField),
    requiredDocuments: required,
    documents: documents.map((d) => ({
      id: d.id,
      requirementId: d.requirementId,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      uploadedAt: d.createdAt.toISOString(),
      uploadedBy: d.uploadedByType === 'user' ? 'applicant' : 'staff',
      url: `/api/requests/${id}/documents/${d.id}/file`,
      removable: removable && d.uploadedByType === 'user' && d.uploadedById === userId,
    })),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      by: BY[h.actorType],
      note: h.fromStatus && reasonRequired(h.fromStatus, h.toStatus) ? h.note : null,
      noteLang:
        h.fromStatus && reasonRequired(h.fromStatus, h.toStatus) ? languageOf(h.note, h.noteLang) : null,
    })),
    allowedTransitions: allowedTransitions(request.status, 'applicant'),
    canUpload: APPLICANT_UPLOAD_STATUSES.includes(request.status),
    refund: refund
      ? { amount: refund.amount, status: refund.status, createdAt: refund.createdAt.toISOString() }
      : null,
  };
}
