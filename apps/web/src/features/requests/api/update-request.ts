import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPaths } from '@visadesk/contract/paths';
import type { RequestDetail, RequestPatch } from '@visadesk/contract/requests';
import { api } from '../../../lib/http/http';
import { requestQueryKey } from './get-request';

/**
 * PATCH /api/requests/{id}: a status move, an assignment or a note, always with the version the
 * person saw. Silent: a 409 is worded by the caller (stale version or a move no longer allowed).
 */
export function updateRequest(id: string, body: RequestPatch): Promise<RequestDetail> {
  return api.call(requestPaths.update, { params: { id }, body, silent: true });
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RequestPatch }) => updateRequest(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(requestQueryKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
    },
  });
}
