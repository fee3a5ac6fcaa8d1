import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visaPaths } from '@visadesk/contract/paths';
import type { Visa } from '@visadesk/contract/visas';
import { api } from '../../../lib/http/http';

interface UploadVisaImageInput {
  id: string;
  file: File;
  onProgress?(fraction: number): void;
}

/** POST /api/visa/image/{id} (multipart `file`): sets or replaces the visa's image. */
export function uploadVisaImage({ id, file, onProgress }: UploadVisaImageInput): Promise<Visa> {
  return api.upload(visaPaths.uploadImage, { params: { id }, file, onProgress });
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
