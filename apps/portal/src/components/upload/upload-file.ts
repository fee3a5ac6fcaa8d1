import type { ResultOf } from '@visadesk/client';
import { requestPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';

/** The server's answer to an upload (RequestDocument). */
export type UploadedDocument = ResultOf<typeof requestPaths.uploadOwnDocument>;

export interface UploadOptions {
  requestId: string;
  requirementId: string;
  file: File;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Sends one document for one requirement of a request, with upload progress, the applicant's
 * token and the client's single renewal on 401. Aborting the signal rejects with AbortError.
 */
export function uploadDocument({
  requestId,
  requirementId,
  ...options
}: UploadOptions): Promise<UploadedDocument> {
  return api.upload(requestPaths.uploadOwnDocument, { query: { requestId, requirementId }, ...options });
}
