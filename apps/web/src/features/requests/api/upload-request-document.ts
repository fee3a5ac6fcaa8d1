import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import { requestQueryKey } from './get-request';

interface UploadArgs {
  requestId: string;
  requirementId?: string;
  file: File;
  onProgress?(fraction: number): void;
}

/** POST /api/requests/upload-document/{id}?requirementId=: multipart `file` (PDF, JPEG, PNG, WebP). */
export function uploadRequestDocument({ requestId, requirementId, file, onProgress }: UploadArgs) {
  return api.upload(requestPaths.uploadDocument, {
    params: { id: requestId },
    query: { requirementId },
    file,
    onProgress,
  });
}

export function useUploadRequestDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRequestDocument,
    onSuccess: (_, { requestId }) => queryClient.invalidateQueries({ queryKey: requestQueryKey(requestId) }),
  });
}
