import { visaPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/**
 * POST /api/visa/uploadContentImage/{id} (multipart `file`) → the URL to embed in a description.
 * Needs a saved visa: the image belongs to it and goes when it is deleted.
 */
export function uploadVisaContentImage(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ url: string }> {
  return api.upload(visaPaths.uploadContentImage, { params: { id }, file, onProgress });
}
