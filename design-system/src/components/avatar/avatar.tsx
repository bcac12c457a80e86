import { Avatar as RadixAvatar } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names.ts';
import { PersonIcon } from '../../lib/icons.tsx';
import { DEFAULT_IMAGE_HOST, resolveImageSrc } from '../../lib/image-source.ts';
import { initials } from './avatar-source.ts';

/** Diameter of an avatar: `xs` 24px, `sm` 32px, `md` 40px, `lg` 56px, `xl` 80px. */
export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** A stored file id (served from `imageHost`), a URL starting with http or `/`, or null for none. */
  src?: string | null;
  /**
   * Who the avatar shows, e.g. the user's full name: its accessible name and the source of the initials.
   * An empty string marks it decorative (the name is already written beside it).
   */
  alt: string;
  /** Diameter; see `AvatarSize`. `md` by default. */
  size?: AvatarSize;
  /** Base URL for file ids; `/v1/images/` by default. */
  imageHost?: string;
}

/**
 * A round picture of a person, falling back to their initials (or a silhouette without a name) while the
 * image loads, when it fails, or when there is none.
 */
export function Avatar({
  src,
  alt,
  size = 'md',
  imageHost = DEFAULT_IMAGE_HOST,
  className,
  ...rest
}: AvatarProps) {
  const url = resolveImageSrc(src, imageHost);
  const letters = initials(alt);
  // The root carries the name, so the picture and the initials read the same way: once, as the alt text.
  const semantics = alt.trim() ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <RadixAvatar.Root {...semantics} className={cx('ex-avatar', className)} data-size={size} {...rest}>
      {url ? <RadixAvatar.Image className="ex-avatar__image" src={url} alt="" /> : null}
      {/* A short delay avoids flashing initials before a fast image; no image means no wait. */}
      <RadixAvatar.Fallback
        className="ex-avatar__fallback"
        delayMs={url ? 300 : undefined}
        aria-hidden="true"
      >
        {letters || <PersonIcon className="ex-avatar__icon" />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
