import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';

/**
 * Image formats an avatar (and any image the API resizes) may be, as read from the bytes (SPEC.md §9:
 * png, jpeg, jpg, webp; jpg is jpeg).
 */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 422 on `file` of an avatar that is not one of IMAGE_FORMATS. */
export const IMAGE_TYPE_MESSAGE = 'The file must be an image of type: png, jpeg, jpg, webp.';
/** The largest picture the API decodes (avatars, covers), in megapixels. */
export const MAX_IMAGE_MEGAPIXELS = 40;
/** 422 on `file` of an image with more pixels than that. */
export const IMAGE_TOO_LARGE_MESSAGE = `The image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 8000 × 5000).`;
/** 422 on `file` when the form carries none. */
export const FILE_REQUIRED_MESSAGE = 'The file field is required.';

const LARGEST_IMAGE_WIDTH = 1536;
/**
 * Widths the image endpoint renders (SPEC.md §9 breakpoints, with xs 320 for images): a fixed list, so a
 * CDN holds a handful of variants per image rather than one per pixel width asked for.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, LARGEST_IMAGE_WIDTH] as const;
/** Pixel densities of SPEC.md §9. */
export const IMAGE_DENSITIES = [1, 2] as const;

/** SPEC.md §9's placeholder: a 10x10 picture at quality 50, shown with a blur of 3 (in its own pixels). */
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** A stored image's placeholder (IMAGE_PLACEHOLDER) as a WEBP `data:` URL, or null when there is none. */
export const imagePlaceholderField = {
  type: ['string', 'null'],
  description: 'A 10x10 WEBP data: URL of the picture, shown blurred while it loads; null when unknown.',
} as const;

/** PUT /v1/user/avatar: the stored file, now the user's avatar, and where to show it. */
export const avatarSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    url: { type: 'string', description: 'The image endpoint of the file: /v1/images/{id}.' },
  },
  required: ['id', 'url'],
  additionalProperties: false,
} as const;
export type AvatarResource = FromSchema<typeof avatarSchema>;

/** POST /v1/upload-temp: a temporary file, removed at expiresAt unless something attaches it first. */
export const temporaryFileSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string', description: 'The name the file was uploaded with.' },
    size: { type: 'integer', minimum: 0, description: 'Bytes.' },
    mimeType: { type: 'string' },
    expiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the file is removed unless attached first; null once attached.',
    },
    imageTooLarge: {
      type: 'boolean',
      description: `An image of more than ${MAX_IMAGE_MEGAPIXELS} megapixels: kept as a plain file, not as a picture.`,
    },
  },
  required: ['id', 'name', 'size', 'mimeType', 'expiresAt'],
  additionalProperties: false,
} as const;
export type TemporaryFileResource = FromSchema<typeof temporaryFileSchema>;

/** GET /v1/images/{id}: the width wanted and the screen's density. */
export const imageQuerySchema = {
  type: 'object',
  properties: {
    w: {
      type: 'integer',
      minimum: 1,
      maximum: LARGEST_IMAGE_WIDTH,
      description: `CSS pixels wanted; rounded up to one of ${IMAGE_WIDTHS.join(', ')}. Default the largest.`,
      errorMessage: `Width must be a whole number from 1 to ${LARGEST_IMAGE_WIDTH}.`,
    },
    dpr: {
      type: 'integer',
      enum: IMAGE_DENSITIES,
      default: 1,
      description: 'Device pixel ratio: 1 or 2.',
      errorMessage: 'Density must be 1 or 2.',
    },
  },
  additionalProperties: false,
} as const;
