export { resolveImageSrc } from '../../lib/image-source.ts';
export type { AvatarProps, AvatarSize } from './avatar.tsx';
export { Avatar } from './avatar.tsx';
export { initials } from './avatar-source.ts';
