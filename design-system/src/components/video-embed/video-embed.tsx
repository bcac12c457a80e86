import { cx } from '../../lib/class-names.ts';

/**
 * The player address of a YouTube or Vimeo link (watch, share and embed links), or null for any other
 * address. YouTube plays from its privacy-friendly youtube-nocookie.com host.
 */
export function videoEmbedUrl(url: string): string | null {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

export interface VideoEmbedProps {
  /** The video's address: a YouTube or Vimeo link plays in their player, anything else as a video file. */
  url: string;
  /** The accessible name of the player, e.g. "Introduction video of Grace Coach". */
  title: string;
  /** Extra class names for the player. */
  className?: string;
}

/**
 * A 16:9 video player: YouTube and Vimeo links in their embedded players (loaded lazily), other links in
 * the browser's own player, which loads nothing until played.
 */
export function VideoEmbed({ url, title, className }: VideoEmbedProps) {
  const embed = videoEmbedUrl(url);
  if (embed) {
    return (
      <iframe
        className={cx('ex-video-embed', className)}
        src={embed}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: coaches upload their own videos, which have no caption track.
    <video className={cx('ex-video-embed', className)} src={url} controls preload="none" aria-label={title} />
  );
}
