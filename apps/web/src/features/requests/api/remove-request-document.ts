import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import { requestQueryKey } from './get-request';

/** DELETE /api/requests/remove-document/{id}/{documentId}: the document and its file. */
export function removeRequestDocument(requestId: string, documentId: string): Promise<undefined> {
  return api.call(requestPaths.removeDocument, { params: { id: requestId, documentId } });
}

export function useRemoveRequestDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, documentId }: { requestId: string; documentId: string }) =>
      removeRequestDocument(requestId, documentId),
    onSuccess: (_, { requestId }) => queryClient.invalidateQueries({ queryKey: requestQueryKey(requestId) }),
  });
}
