export type { ImageFit, ImageProps } from './image.tsx';
export { Image } from './image.tsx';
export type { ImageDimensions } from './image-placeholder.ts';
export { createImagePlaceholder, IMAGE_PLACEHOLDER, readImageDimensions } from './image-placeholder.ts';
