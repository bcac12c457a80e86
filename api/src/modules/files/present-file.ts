import type { AvatarResource, TemporaryFileResource } from '@exceed/contract';
import { isoDate } from '../../http/presenter.ts';
import type { StoredFile } from '../../models/stored-file.ts';

/** Where an image file is served, resized (GET /v1/images/:id). */
export const imageUrl = (file: StoredFile): string => `/v1/images/${file.id}`;

/** A file just made the user's avatar. */
export function presentAvatar(file: StoredFile): AvatarResource {
  return { id: file.id, url: imageUrl(file) };
}

/** An upload that expires unless attached. */
export function presentTemporaryFile(file: StoredFile): TemporaryFileResource {
  return {
    id: file.id,
    name: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    expiresAt: isoDate(file.expiresAt),
  };
}
