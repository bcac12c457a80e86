import { dataEnvelope, temporaryFileSchema } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { multipart } from '../../http/multipart.ts';
import { present } from '../../http/presenter.ts';
import { safeUpload } from '../../storage/safe-upload.ts';
import { storeFile } from '../../storage/store-file.ts';
import { requireFormFile } from './form-file.ts';
import { presentTemporaryFile } from './present-file.ts';

/** How long a temporary upload waits to be attached (a form being filled in) before it may be purged. */
export const TEMPORARY_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * POST /v1/upload-temp: any file in the form field `file`, kept for 24 hours, for forms that upload before
 * they save (SPEC.md §7). Its type is what its bytes are (safeUpload): an image (PNG, JPEG, WEBP) is
 * re-encoded and recorded with its size, so the image endpoint serves it.
 */
export const uploadTemporaryFile = defineRoute({
  method: 'post',
  path: '/upload-temp',
  summary: 'Upload a temporary file',
  description:
    'multipart/form-data with the file in `file`, at most UPLOAD_MAX_BYTES (413 above). It is removed ' +
    'after `expiresAt` unless something attaches it first.',
  tags: ['Files'],
  status: 201,
  responses: { 201: dataEnvelope(temporaryFileSchema) },
  errors: [400, 401, 419],
  before: [authenticate(), multipart()],
  // No transaction: the bytes are stored before the one statement that records them (storeFile).
  handler: async (ctx) => {
    const { upload, mimeType, image, imageTooLarge } = await safeUpload(
      requireFormFile(ctx.request.files, ['file']),
    );
    const file = await storeFile(ctx.storage, ctx.knex, upload, {
      ownerId: currentUser(ctx).id,
      mimeType,
      width: image?.width ?? null,
      height: image?.height ?? null,
      placeholder: image?.placeholder ?? null,
      expiresAt: new Date(Date.now() + TEMPORARY_FILE_LIFETIME_MS),
    });
    return present(file, (stored) => ({ ...presentTemporaryFile(stored), imageTooLarge }));
  },
});
