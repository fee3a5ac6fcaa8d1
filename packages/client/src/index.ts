export { type ApiClient, type ApiClientOptions, createApiClient, type FetchedFile } from './api-client';
export { ApiError, isAbortError, isApiError, referenceArg } from './api-error';
export { csvRowCounter, readWithProgress } from './download-progress';
export { IDEMPOTENCY_KEY, randomId, retryKeepsKey } from './idempotency';
export type { TokenStore } from './refresh-queue';
export { filenameFromContentDisposition, saveBlob } from './save-file';
export { type Fetch, send } from './transport';
export type { BodyOf, CallOptions, DownloadProgress, ParamsOf, QueryOf, ResultOf } from './types';
export { buildUrl } from './url';
