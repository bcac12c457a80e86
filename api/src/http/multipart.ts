import busboy from 'busboy';
import type { Context, Middleware } from 'koa';
import { HttpError, payloadTooLarge } from '../errors.ts';

/** One file of a multipart form, held in memory (uploads are small: UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the client gave it: shown back to people, never used as a path. */
  filename: string;
  /** The type the client declared: a claim, to be checked against the bytes where it matters. */
  mimeType: string;
  bytes: Buffer;
}

/** The text fields of a multipart form; a repeated name keeps its last value. */
export type FormFields = Record<string, string>;

declare module 'koa' {
  interface Request {
    /** The files of a multipart form, after multipart(); undefined when the body was not one. */
    files?: UploadedFile[];
  }
}

/** Options of multipart(). */
export interface MultipartOptions {
  /** Largest file accepted; default the configuration's UPLOAD_MAX_BYTES. */
  maxBytes?: number;
}

/**
 * Room for the text fields and the part headers around the file: the limit people know is the file's, so a
 * file of exactly UPLOAD_MAX_BYTES must fit in the body with its framing.
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A form carries a few files and fields at most; more is abuse, not a form of ours. */
const MAX_FILES = 5;
const MAX_FIELDS = 50;

/** 400: the body claims to be multipart but cannot be read as one. */
const malformedForm = (cause?: unknown): HttpError =>
  new HttpError(400, 'malformed_multipart', 'Malformed multipart body.', { cause });

/**
 * Reads a `multipart/form-data` body: text fields into `ctx.request.body`, files into `ctx.request.files`.
 * Other requests pass untouched, and so does a body already read (method override parses before routing).
 * A file over the limit, or a body over it with its framing, is a 413, refused before it is all read when
 * Content-Length says so.
 */
export function multipart(options: MultipartOptions = {}): Middleware {
  return async (ctx, next) => {
    if (ctx.request.files === undefined && ctx.is('multipart/form-data')) {
      const { fields, files } = await readForm(ctx, options.maxBytes ?? ctx.config.uploadMaxBytes);
      ctx.request.body = fields;
      ctx.request.files = files;
    }
    await next();
  };
}

function readForm(ctx: Context, maxBytes: number): Promise<{ fields: FormFields; files: UploadedFile[] }> {
  const bodyLimit = maxBytes + FORM_OVERHEAD_BYTES;
  // The answer comes before the client has sent everything: it must not reuse the connection mid-body.
  const tooLarge = () => {
    ctx.set('Connection', 'close');
    return payloadTooLarge();
  };
  if (Number(ctx.get('content-length')) > bodyLimit) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const request = ctx.req;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Busboy stops a file when it reaches fileSize: one byte more lets a file of exactly maxBytes in.
        limits: { fileSize: maxBytes + 1, files: MAX_FILES, fields: MAX_FIELDS },
      });
    } catch (error) {
      // No boundary in the Content-Type.
      reject(malformedForm(error));
      return;
    }
    const fields: FormFields = {};
    const files: UploadedFile[] = [];
    let received = 0;
    let failed = false;
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      request.unpipe(parser);
      // Whatever the client still sends is read and dropped, so the 413 or 400 reaches it.
      request.resume();
      reject(error);
    };

    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit) fail(tooLarge());
    });
    // A client that gives up mid-body: nothing will finish the form.
    request.once('close', () => {
      if (!request.complete) fail(malformedForm());
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(tooLarge());
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        files.push({
          field,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          bytes: Buffer.concat(chunks),
        });
      });
    });
    parser.on('filesLimit', () => fail(tooLarge()));
    parser.on('fieldsLimit', () => fail(tooLarge()));
    parser.on('error', (error) => fail(malformedForm(error)));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    request.pipe(parser);
  });
}
