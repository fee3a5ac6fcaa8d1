import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visa } from '@visadesk/contract/visas';
import { upload } from '../../../lib/http/upload';

interface UploadVisaImageInput {
  id: string;
  file: File;
  onProgress?(fraction: number): void;
}

/** POST /api/visa/image/{id} (multipart `file`): sets or replaces the visa's image. */
export function uploadVisaImage({ id, file, onProgress }: UploadVisaImageInput): Promise<Visa> {
  return upload<Visa>(`/visa/image/${id}`, file, { onProgress });
}

export function useUploadVisaImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVisaImage,
    onSuccess: (visa) => {
      queryClient.setQueryData(['visas', 'one', visa.id], visa);
      return queryClient.invalidateQueries({ queryKey: ['visas', 'list'] });
    },
  });
}
