import { ErrorCode } from '@visadesk/contract';
import {
  and,
  asc,
  type Db,
  eq,
  requestDocuments,
  sql,
  type Tx,
  visaRequiredDocuments,
  visaRequirements,
} from '@visadesk/db';
import { AppError } from '../../lib/http/errors';

/**
 * The documents a request's visa asks for, each with whether one has been uploaded for it: what
 * the portal's detail shows and what a resubmission is refused on, read by one query so the page
 * and the server never disagree on what is missing.
 */
export function requiredDocumentsOf(db: Db | Tx, request: { id: string; visaId: string }) {
  return (
    db
      .select({
        id: visaRequirements.id,
        nameEn: visaRequirements.nameEn,
        nameAr: visaRequirements.nameAr,
        descriptionEn: visaRequirements.descriptionEn,
        descriptionAr: visaRequirements.descriptionAr,
        acceptedTypes: visaRequirements.acceptedTypes,
        maxSizeMb: visaRequirements.maxSizeMb,
        provided: sql<boolean>`exists (select 1 from ${requestDocuments} d
          where d.request_id = ${request.id} and d.requirement_id = ${visaRequirements.id})`,
      })
      .from(visaRequiredDocuments)
      .innerJoin(visaRequirements, eq(visaRequirements.id, visaRequiredDocuments.requirementId))
      // The same list the upload endpoint checks a requirement id against.
      .where(and(eq(visaRequiredDocuments.visaId, request.visaId), eq(visaRequirements.kind, 'document')))
      .orderBy(asc(visaRequirements.nameEn), asc(visaRequirements.id))
  );
}

/**
 * A request goes back to staff only with every document its visa asks for: 400 DOCUMENTS_MISSING
 * naming each missing one as `documents.<requirement id>: "<name>" …` (the portal words it in the
 * applicant's language from the id; the API's messages are English).
 */
export async function checkRequiredDocuments(tx: Tx, request: { id: string; visaId: string }) {
  const missing = (await requiredDocumentsOf(tx, request)).filter((r) => !r.provided);
  if (missing.length === 0) return;
  throw new AppError(
    400,
    ErrorCode.DOCUMENTS_MISSING,
    missing.map(
      (r) =>
        `documents.${r.id}: the required document "${r.nameEn}" is missing; upload it before resubmitting`,
    ),
  );
}
