import { ApiError, type BodyOf } from '@visadesk/client';
import type { ApplicantGroup, ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { applicantPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';

export type { ApplicantGroup, ApplicantRequestDetail };

export const GROUPS_PAGE = 10;

/** One page of the applicant's groups, newest first; `after` continues from a page's nextCursor. */
export function loadGroups(after: string | null, limit = GROUPS_PAGE, signal?: AbortSignal) {
  return api.call(applicantPaths.groups, { query: { limit, ...(after ? { after } : {}) }, signal });
}

/**
 * The group a reference names: the group's own (mail links) or one of its travellers', in any
 * letter case; null when the applicant has none by that reference (someone else's included).
 */
export async function findGroup(reference: string, signal?: AbortSignal): Promise<ApplicantGroup | null> {
  if (!reference.trim()) return null;
  try {
    return await api.call(applicantPaths.group, { params: { reference: reference.trim() }, signal });
  } catch (error) {
    // 400: not even the shape of a reference (too long).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const loadRequest = (id: string, signal?: AbortSignal) =>
  api.call(applicantPaths.request, { params: { id }, signal });

export const resubmitRequest = (id: string, body: BodyOf<typeof applicantPaths.resubmit>) =>
  api.call(applicantPaths.resubmit, { params: { id }, body });

export const cancelRequest = (id: string, version: number) =>
  api.call(applicantPaths.cancel, { params: { id }, body: { version } });

export const removeDocument = (requestId: string, documentId: string) =>
  api.call(applicantPaths.removeDocument, { params: { id: requestId, documentId } });
