import type { Traveller } from '@visadesk/contract';
import { applicantPaths, requestPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';
import type { CreatedGroup } from './draft-storage';

const nameOf = (t: Traveller) => t.fullName ?? t.fullQuadrupleName ?? null;

/** POST create-request-group; the answer as the draft keeps it. */
export async function createGroup(visaId: string, travellers: Traveller[]): Promise<CreatedGroup> {
  const res = await api.call(requestPaths.createGroup, { body: { visaId, travellers } });
  return {
    groupId: res.groupId,
    groupReference: res.groupReference,
    totalAmount: res.totalAmount,
    requests: res.requests.map((r, i) => ({
      id: r.id,
      reference: r.reference,
      name: travellers[i] ? nameOf(travellers[i]) : null,
    })),
  };
}

/**
 * A create call whose answer never arrived (connection dropped, tab closed) may still have
 * created the group: look for it among the applicant's newest groups before creating another.
 * It must be for this visa, made since the call started, with the same travellers in order.
 */
export async function findLostGroup(
  visaId: string,
  since: string,
  travellers: Traveller[],
): Promise<CreatedGroup | null> {
  // Clocks differ between this device and the server: a few minutes of slack.
  const from = new Date(since).getTime() - 5 * 60_000;
  const page = await api.call(applicantPaths.groups, { query: { limit: 10 } });
  const match = page.items.find(
    (g) =>
      g.visa.id === visaId &&
      new Date(g.createdAt).getTime() >= from &&
      g.requests.length === travellers.length &&
      g.requests.every((r, i) => (r.fullName ?? null) === (travellers[i] ? nameOf(travellers[i]) : null)),
  );
  if (!match) return null;
  return {
    groupId: match.id,
    groupReference: match.reference,
    totalAmount: match.totalAmount,
    requests: match.requests.map((r) => ({ id: r.id, reference: r.reference, name: r.fullName })),
  };
}
