import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country } from '@visadesk/contract/countries';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

interface UploadFlagInput {
  id: string;
  file: File;
  onProgress?(fraction: number): void;
}

/** POST /api/countries/reupload/{id} (multipart `file`): sets or replaces the flag. */
export function uploadCountryFlag({ id, file, onProgress }: UploadFlagInput): Promise<Country> {
  return api.upload(countryPaths.uploadFlag, { params: { id }, file, onProgress });
}

export function useUploadCountryFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCountryFlag,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['countries'] }),
        queryClient.invalidateQueries({ queryKey: ['visas'] }),
      ]),
  });
}
