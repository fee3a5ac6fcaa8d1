import type { ApplicantGroup, ApplicantRequestDetail } from '@visadesk/contract/applicant';
import type { Paged } from '@visadesk/contract/list';
import { ApiError, api } from '../../lib/http/api';

export type { ApplicantGroup, ApplicantRequestDetail };

export const GROUPS_PAGE = 10;

/** One page of the applicant's groups, newest first; `after` continues from a page's nextCursor. */
export function loadGroups(after: string | null, limit = GROUPS_PAGE, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) query.set('after', after);
  return api<Paged<ApplicantGroup>>(`/api/applicant/groups?${query}`, signal ? { signal } : {});
}

/**
 * The group a reference names: the group's own (mail links) or one of its travellers', in any
 * letter case; null when the applicant has none by that reference (someone else's included).
 */
export async function findGroup(reference: string, signal?: AbortSignal): Promise<ApplicantGroup | null> {
  if (!reference.trim()) return null;
  try {
    return await api<ApplicantGroup>(
      `/api/applicant/groups/${encodeURIComponent(reference.trim())}`,
      signal ? { signal } : {},
    );
  } catch (error) {
    // 400: not even the shape of a reference (too long).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const loadRequest = (id: string, signal?: AbortSignal) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}`, signal ? { signal } : {});

export const resubmitRequest = (id: string, body: Record<string, unknown>) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}/resubmit`, { method: 'POST', body });

export const cancelRequest = (id: string, version: number) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}/cancel`, { method: 'POST', body: { version } });

export const removeDocument = (requestId: string, documentId: string) =>
  api<void>(`/api/applicant/requests/${requestId}/documents/${documentId}`, { method: 'DELETE' });
