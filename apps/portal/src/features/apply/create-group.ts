import { IDEMPOTENCY_KEY } from '@visadesk/client';
import type { CreateRequestGroup } from '@visadesk/contract';
import { requestPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';
import type { CreatedGroup } from './draft-storage';

/**
 * POST create-request-group with the draft's Idempotency-Key: an answer lost on the way is
 * simply asked for again with the same key, and the server answers the group it made the first
 * time. The answer as the draft keeps it.
 */
export async function createGroup(body: CreateRequestGroup, key: string): Promise<CreatedGroup> {
  const res = await api.call(requestPaths.createGroup, { body, headers: { [IDEMPOTENCY_KEY]: key } });
  return {
    groupId: res.groupId,
    groupReference: res.groupReference,
    totalAmount: res.totalAmount,
    requests: res.requests.map((r, i) => {
      const traveller = body.travellers[i];
      return {
        id: r.id,
        reference: r.reference,
        publicReference: r.publicReference,
        name: traveller?.fullName ?? traveller?.fullQuadrupleName ?? null,
      };
    }),
  };
}
