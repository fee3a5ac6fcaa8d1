import { saveBlob } from '@visadesk/client';
import { api } from '../../lib/http/api';

/**
 * Saves one of the request's documents: its URL needs the applicant's token, which a plain link
 * cannot carry, so the file is fetched (renewing the token once if it expired) and handed to the
 * browser as a download.
 */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  const { blob } = await api.downloadUrl(url);
  saveBlob(blob, fileName);
}
