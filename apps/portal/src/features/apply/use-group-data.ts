import type { ApplicantGroup, Gateway } from '@visadesk/contract';
import { applicantPaths } from '@visadesk/contract/paths';
import type { DocumentRule } from '../../components/upload/file-rules';
import { api } from '../../lib/http/api';
import { type CreatedGroup, type UploadedDoc, uploadKey } from './draft-storage';
import { useLoad } from './use-load';

/** An application submitted before (on any device), to be finished: its documents and payment. */
export interface GroupData {
  group: ApplicantGroup;
  /** The travellers still waiting for payment, and what paying now costs. */
  created: CreatedGroup;
  /** What each of them must send (the requests' own list: the one uploads are checked against). */
  rules: DocumentRule[];
  uploads: Record<string, UploadedDoc>;
  /** The price of one traveller, as submitted. */
  price: number;
  /** The method of the last attempt, to try again the same way. */
  gateway: Gateway | undefined;
}

/** One of the applicant's groups by its reference (or a request's); another's is a 404. */
export const loadGroup = (reference: string, signal?: AbortSignal) =>
  api.call(applicantPaths.group, { params: { reference }, signal });

async function loadGroupData(reference: string, signal: AbortSignal): Promise<GroupData> {
  const group = await loadGroup(reference, signal);
  // Only requests still Requested are paid for; canceled ones are left out.
  const waiting = group.requests.filter((r) => r.status === 'Requested');
  const details = await Promise.all(
    waiting.map((r) => api.call(applicantPaths.request, { params: { id: r.id }, signal })),
  );
  const uploads: Record<string, UploadedDoc> = {};
  for (const d of details) {
    // Oldest first: the newest file of a requirement is the one shown.
    for (const doc of d.documents) {
      if (doc.requirementId)
        uploads[uploadKey(d.id, doc.requirementId)] = {
          id: doc.id,
          fileName: doc.fileName,
          contentType: doc.contentType,
          size: doc.size,
        };
    }
  }
  const last = group.payment.latestTransaction?.gateway;
  return {
    group,
    created: {
      groupId: group.id,
      groupReference: group.reference,
      totalAmount: group.payment.amountDue,
      requests: details.map((d) => ({
        id: d.id,
        reference: d.reference,
        name: d.fullName ?? d.fullQuadrupleName,
      })),
    },
    rules: (details[0]?.requiredDocuments ?? []).map(({ provided: _, ...rule }) => rule),
    uploads,
    price: details[0]?.price ?? 0,
    gateway: last === 'zain-cash' || last === 'qi-card' ? last : undefined,
  };
}

/** The group `reference` names, with what its documents and payment steps need. */
export const useGroupData = (reference: string) =>
  useLoad(reference, (signal) => loadGroupData(reference, signal));
