import type { ApiModule } from '../../http/api-module.ts';
import { showImage } from './show-image.ts';
import { updateAvatar } from './update-avatar.ts';
import { uploadTemporaryFile } from './upload-temporary-file.ts';

/**
 * Uploads and images: the avatar, temporary uploads for forms, and the resizing image endpoint. Expired
 * files are removed by purgeExpiredFiles (storage/purge-expired-files.ts), which the process runs on a timer.
 */
export const filesModule: ApiModule = {
  name: 'files',
  routes: [updateAvatar, uploadTemporaryFile, showImage],
};
