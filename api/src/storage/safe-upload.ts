import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadedFile } from '../http/multipart.ts';
import { makeImagePlaceholder } from './image-placeholder.ts';
import { imageWork } from './image-work.ts';
import { inertType, OPAQUE_TYPE } from './inert-type.ts';
import { decodes, type ImageInfo, MAX_IMAGE_PIXELS, readImage } from './read-image.ts';

/** What is kept of an upload: bytes safe to serve back and the type they really are. */
export interface SafeUpload {
  upload: UploadedFile;
  mimeType: string;
  /** Set for an image (PNG, JPEG, WEBP), which the image endpoint then serves, with its placeholder. */
  image: (ImageInfo & { placeholder: string }) | undefined;
  /** An image with more pixels than the API decodes: kept as opaque bytes, refused where a picture is asked. */
  imageTooLarge: boolean;
}

/** Text a browser shows as text and runs nothing of, kept under its declared type when the bytes are text. */
const PLAIN_TEXT = new Set(['text/plain', 'text/csv', 'text/markdown']);

/** Whether the bytes are UTF-8 text with no NUL (what a text file is). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of an upload from its bytes, never from the uploader's word (which named text/html and
 * image/svg+xml and had them served back so). An image is decoded and written again from its pixels,
 * metadata dropped, so nothing but a picture survives; a file whose bytes name a known type (PDF, office
 * documents, audio, video…) gets it; text declared as plain text, CSV or Markdown stays so; anything else,
 * and anything active, is opaque bytes. Downloads are attachments with nosniff either way.
 */
export async function safeUpload(upload: UploadedFile): Promise<SafeUpload> {
  const reading = await imageWork(() => readImage(upload.bytes));
  if (reading === 'too-large')
    return { upload, mimeType: OPAQUE_TYPE, image: undefined, imageTooLarge: true };
  const image = reading && (await imageWork(() => rewriteImage(upload, reading)));
  if (image) return { ...image, imageTooLarge: false };
  const sniffed = await fileTypeFromBuffer(upload.bytes);
  const declared = upload.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  // Bytes that claim a picture's type but do not decode as one are no picture: a header crafted to pass
  // for a PNG may carry a page after it.
  const picture = sniffed?.mime.startsWith('image/') && (await imageWork(() => decodes(upload.bytes)));
  const mimeType = sniffed
    ? sniffed.mime.startsWith('image/') && !picture
      ? OPAQUE_TYPE
      : sniffed.mime
    : PLAIN_TEXT.has(declared) && isText(upload.bytes)
      ? declared
      : OPAQUE_TYPE;
  return { upload, mimeType: inertType(mimeType), image: undefined, imageTooLarge: false };
}

/** The image written again from its pixels, with its placeholder; undefined when its data does not decode. */
async function rewriteImage(
  upload: UploadedFile,
  image: ImageInfo,
): Promise<Pick<SafeUpload, 'upload' | 'mimeType' | 'image'> | undefined> {
  const written = await sharp(upload.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
    .toFormat(image.format)
    .toBuffer()
    .catch(() => undefined);
  if (!written) return undefined;
  const placeholder = await makeImagePlaceholder(written);
  return {
    upload: { ...upload, bytes: written },
    mimeType: image.mimeType,
    image: { ...image, placeholder },
  };
}
