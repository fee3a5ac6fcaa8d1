import { i18n } from '../i18n/i18n';
import { getAccessToken } from '../session/session';
import { http, notifyApiError } from './http';
import { createUploadClient } from './upload-client';

/** `upload('/countries/reupload/<id>', file, { onProgress })`: multipart POST with progress. */
export const upload = createUploadClient({
  getAccessToken,
  renewToken: () => http.renewToken(),
  notify: notifyApiError,
  networkErrorMessage: () => i18n.t('errors.network'),
});
