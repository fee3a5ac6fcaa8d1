import { ApiError, api } from '../../app/http';
import { getSession } from '../../app/session';

interface UploadTarget {
  requestId: string;
  requirementId: string;
}

/** One multipart POST through XMLHttpRequest: fetch cannot report upload progress. */
function send(target: UploadTarget, file: File, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ requestId: target.requestId, requirementId: target.requirementId });
    xhr.open('POST', `/api/requests/upload-attachment-to-s3-by-user?${query}`);
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // An empty or non-JSON answer (a proxy's error page): the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

function toError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { code?: string; message?: string | string[]; requestId?: string };
  const list = Array.isArray(b.message) ? b.message : [];
  const message = Array.isArray(b.message) ? b.message.join('\n') : (b.message ?? String(status));
  return new ApiError(status, b.code ?? 'HTTP_ERROR', message, list, b.requestId);
}

/**
 * Uploads a document for one requirement of a request. An expired token is renewed through
 * api() (one refresh shared with every other call) and the upload tried once more.
 */
export async function uploadDocument(
  target: UploadTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  let res = await send(target, file, onProgress);
  if (res.status === 401 && getSession()) {
    await api(`/api/applicant/requests/${target.requestId}`);
    onProgress(0);
    res = await send(target, file, onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw toError(res.status, res.body);
  onProgress(1);
}
