import { avatarSchema, dataEnvelope, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { multipart } from '../../http/multipart.ts';
import { present } from '../../http/presenter.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { User } from '../../models/user.ts';
import { safeUpload } from '../../storage/safe-upload.ts';
import { putUpload, recordFile } from '../../storage/store-file.ts';
import { requireFormFile } from './form-file.ts';
import { presentAvatar } from './present-file.ts';

/**
 * PUT /v1/user/avatar (or POST with `_method=PUT`): a PNG, JPEG or WEBP in the form field `file` (or
 * `avatar`) becomes the signed-in user's avatar at once (SPEC.md §2 settings, Avatar card).
 */
export const updateAvatar = defineRoute({
  method: 'put',
  path: '/user/avatar',
  summary: 'Upload the avatar of the signed-in user',
  description:
    'multipart/form-data with the image in `file` (or `avatar`): png, jpeg or webp, read from the bytes, ' +
    'at most UPLOAD_MAX_BYTES (413 above). The answer names the file now stored as `avatar`.',
  tags: ['Files'],
  responses: { 200: dataEnvelope(avatarSchema) },
  errors: [400, 401, 419],
  before: [authenticate(), multipart()],
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const { upload, image, imageTooLarge } = await safeUpload(
      requireFormFile(ctx.request.files, ['file', 'avatar']),
    );
    if (!image)
      throw validationFailed({ file: [imageTooLarge ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_TYPE_MESSAGE] });

    // The bytes before the transaction (putUpload says why), the rows in it.
    const stored = await putUpload(ctx.storage, upload, image.mimeType);
    const file = await ctx.knex.transaction(async (trx) => {
      const saved = await recordFile(trx, stored, {
        ownerId: user.id,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        expiresAt: null,
      });
      // The replaced avatar is no longer attached: expiring it now lets purgeExpiredFiles remove it.
      if (user.avatar) await StoredFile.query(trx).findById(user.avatar).patch({ expiresAt: new Date() });
      await User.query(trx).findById(user.id).patch({ avatar: saved.id });
      return saved;
    });
    return present(file, presentAvatar);
  },
});
