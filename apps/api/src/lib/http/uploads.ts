import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../storage/storage';
import { AppError } from './errors';

export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export const PDF_TYPE = { 'application/pdf': 'pdf' } as const;

export interface Upload {
  data: Buffer;
  mime: string;
  ext: string;
  /** The name the client gave; shown to people, never used as a storage key. */
  fileName?: string | undefined;
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    ErrorCode.PAYLOAD_TOO_LARGE,
    `file: the file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
  );

/**
 * Reads the multipart field `file` and checks its type from its bytes — the name and the
 * Content-Type the client sent are not trusted.
 */
export async function readUpload(
  request: FastifyRequest,
  allowed: Record<string, string>,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'Send the file as multipart/form-data in the field "file"',
    );
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError(400, ErrorCode.VALIDATION, 'file: send one file');
    throw error;
  }
  if (part?.fieldname !== 'file') {
    throw new AppError(400, ErrorCode.VALIDATION, 'file: a file in the field "file" is required');
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  if (data.length === 0) throw new AppError(400, ErrorCode.VALIDATION, 'file: the file is empty');
  const detected = await fileTypeFromBuffer(data);
  const ext = detected ? allowed[detected.mime] : undefined;
  if (!detected || !ext) {
    const accepted = Object.values(allowed)
      .map((e) => e.toUpperCase())
      .join(', ');
    throw new AppError(
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `file: this file is ${detected ? detected.mime : 'of an unknown type'}; accepted: ${accepted}`,
    );
  }
  return { data, mime: detected.mime, ext, fileName: part.filename };
}

/** Stores an upload under a fresh random key and returns the key. */
export async function storeUpload(
  app: { storage: Pick<Storage, 'put'> },
  area: 'public' | 'private',
  upload: Upload,
): Promise<string> {
  const key = `${area}/${randomUUID()}.${upload.ext}`;
  await app.storage.put(key, upload.data, upload.mime);
  return key;
}

/**
 * Runs `commit` (the database write that adopts `newKey`); if it fails the new file is removed,
 * and once it succeeds the replaced file is removed — nothing is left behind either way.
 */
export async function replaceFile<T>(
  app: FastifyInstance,
  newKey: string,
  commit: () => Promise<{ result: T; oldKey: string | null }>,
): Promise<T> {
  let outcome: { result: T; oldKey: string | null };
  try {
    outcome = await commit();
  } catch (error) {
    await app.storage.delete(newKey).catch(() => undefined);
    throw error;
  }
  if (outcome.oldKey && outcome.oldKey !== newKey) {
    await app.storage
      .delete(outcome.oldKey)
      .catch((err) => app.log.warn({ err }, 'could not delete a replaced file'));
  }
  return outcome.result;
}

export const publicFileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);
