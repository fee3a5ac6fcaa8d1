import { upload } from '../../../lib/http/upload';

/**
 * POST /api/visa/uploadContentImage/{id} (multipart `file`) → the URL to embed in a description.
 * Needs a saved visa: the image belongs to it and goes when it is deleted.
 */
export function uploadVisaContentImage(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ url: string }> {
  return upload<{ url: string }>(`/visa/uploadContentImage/${id}`, file, { onProgress });
}
