import type { ApplicantGroup, ApplicantRequestDetail } from '@visadesk/contract/applicant';
import type { Paged } from '@visadesk/contract/list';
import { api } from '../../app/http';

export type { ApplicantGroup, ApplicantRequestDetail };

export const GROUPS_PAGE = 10;

/** One page of the applicant's groups, newest first; `after` continues from a page's nextCursor. */
export function loadGroups(after: string | null, limit = GROUPS_PAGE, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) query.set('after', after);
  return api<Paged<ApplicantGroup>>(`/api/applicant/groups?${query}`, signal ? { signal } : {});
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The group a reference names: the group's own (mail links) or one of its travellers'. The API
 * looks groups up by list only, so this walks the applicant's (few) groups until it finds it.
 */
export async function findGroup(reference: string, signal?: AbortSignal): Promise<ApplicantGroup | null> {
  let after: string | null = null;
  for (let pages = 0; pages < 40; pages++) {
    const page: Paged<ApplicantGroup> = await loadGroups(after, 50, signal);
    const hit = page.items.find(
      (g) => same(g.reference, reference) || g.requests.some((r) => same(r.reference, reference)),
    );
    if (hit) return hit;
    if (!page.nextCursor) return null;
    after = page.nextCursor;
  }
  return null;
}

export const loadRequest = (id: string, signal?: AbortSignal) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}`, signal ? { signal } : {});

export const resubmitRequest = (id: string, body: Record<string, unknown>) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}/resubmit`, { method: 'POST', body });

export const cancelRequest = (id: string, version: number) =>
  api<ApplicantRequestDetail>(`/api/applicant/requests/${id}/cancel`, { method: 'POST', body: { version } });

export const removeDocument = (requestId: string, documentId: string) =>
  api<void>(`/api/applicant/requests/${requestId}/documents/${documentId}`, { method: 'DELETE' });
