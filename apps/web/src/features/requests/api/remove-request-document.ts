import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { requestQueryKey } from './get-request';

/** DELETE /api/requests/remove-document/{id}/{documentId}: the document and its file. */
export function removeRequestDocument(requestId: string, documentId: string): Promise<void> {
  return http.delete<void>(`/requests/remove-document/${requestId}/${documentId}`);
}

export function useRemoveRequestDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, documentId }: { requestId: string; documentId: string }) =>
      removeRequestDocument(requestId, documentId),
    onSuccess: (_, { requestId }) => queryClient.invalidateQueries({ queryKey: requestQueryKey(requestId) }),
  });
}
