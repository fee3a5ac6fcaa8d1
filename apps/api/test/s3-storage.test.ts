import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/plugins/storage/s3-storage';

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

const storage = new S3Storage({
  bucket: 'visadesk-files',
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:9000',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
});
const key = 'public/0b9a3f2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b.png';

describe('the S3 storage driver', () => {
  it('puts objects in the bucket under the given key with their content type', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage.put(key, Buffer.from('png-bytes'), 'image/png');
    const call = s3.commandCalls(PutObjectCommand)[0]!;
    expect(call.args[0].input).toMatchObject({
      Bucket: 'visadesk-files',
      Key: key,
      ContentType: 'image/png',
    });
  });

  it('streams objects back and answers null for a missing key', async () => {
    s3.on(GetObjectCommand, { Key: key }).resolves({
      // The SDK hands back a Node stream with helpers; the driver only reads it as a stream.
      Body: Readable.from([Buffer.from('png-bytes')]) as never,
      ContentType: 'image/png',
      ContentLength: 9,
    });
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');

    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'gone', $metadata: {} }));
    expect(await storage.get('private/0b9a3f2e-1c4d-4e5f-8a9b-0c1d2e3f4a5c.pdf')).toBeNull();
  });

  it('deletes by key and refuses keys the server did not generate', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.delete(key);
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'visadesk-files',
      Key: key,
    });
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});
