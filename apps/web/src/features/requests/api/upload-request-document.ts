import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/http/upload';
import { requestQueryKey } from './get-request';

interface UploadArgs {
  requestId: string;
  requirementId?: string;
  file: File;
  onProgress?(fraction: number): void;
}

/** POST /api/requests/upload-document/{id}?requirementId=: multipart `file` (PDF, JPEG, PNG, WebP). */
export function uploadRequestDocument({ requestId, requirementId, file, onProgress }: UploadArgs) {
  const query = requirementId ? `?requirementId=${encodeURIComponent(requirementId)}` : '';
  return upload<unknown>(`/requests/upload-document/${requestId}${query}`, file, { onProgress });
}

export function useUploadRequestDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRequestDocument,
    onSuccess: (_, { requestId }) => queryClient.invalidateQueries({ queryKey: requestQueryKey(requestId) }),
  });
}
