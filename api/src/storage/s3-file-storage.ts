import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { FileStorage, StoredBytes, StoredObject } from './file-storage.ts';

/**
 * Uploaded bytes as objects of an S3 bucket (AWS S3, or any S3-compatible store: MinIO, Ceph, R2…), named
 * by their storage keys. Bodies stream both ways: an upload is sent with its length, a download is the
 * object's body as the store sends it.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Unset: the SDK's own chain (environment, shared files, an instance or task role).
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: by default the SDK sends every body as aws-chunked with a
      // trailing CRC, which many S3-compatible stores refuse; TLS and Content-Length guard the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering fails the request instead of holding it open forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  /** A stream that fails aborts the request (the SDK only pipes it): S3 then keeps no object. */
  async put(key: string, body: Readable | Buffer, { contentType, size }: StoredObject): Promise<void> {
    const aborted = new AbortController();
    const abort = (error: Error) => aborted.abort(error);
    if (!Buffer.isBuffer(body)) body.once('error', abort);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: size,
        }),
        { abortSignal: aborted.signal },
      );
    } finally {
      if (!Buffer.isBuffer(body)) body.off('error', abort);
    }
    if (aborted.signal.aborted) throw aborted.signal.reason;
  }

  async get(key: string): Promise<StoredBytes | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** No object under the key (GET says NoSuchKey, HEAD, which has no body, NotFound); a missing bucket is an error. */
const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
