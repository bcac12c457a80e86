export type { AvatarProps, AvatarSize } from './avatar.tsx';
export { Avatar } from './avatar.tsx';
export { initials, resolveImageSrc } from './avatar-source.ts';
