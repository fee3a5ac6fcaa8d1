import { ApiError, api } from '../../lib/http/api';
import { getSession } from '../../lib/session/session';

const get = (url: string) => {
  const token = getSession()?.accessToken;
  return fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
};

/**
 * Saves one of the request's documents: its URL needs the applicant's token, which a plain link
 * cannot carry, so the file is fetched and handed to the browser as a download.
 */
export async function downloadDocument(requestId: string, url: string, fileName: string): Promise<void> {
  let res = await get(url).catch(() => null);
  if (res?.status === 401 && getSession()) {
    // api() renews the token (one refresh shared with every other call); then try once more.
    await api(`/api/applicant/requests/${requestId}`);
    res = await get(url).catch(() => null);
  }
  if (!res) throw new ApiError(0, 'NETWORK', 'network');
  if (!res.ok)
    throw new ApiError(res.status, res.status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR', res.statusText);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
