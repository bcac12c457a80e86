import { type ComponentPropsWithRef, type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { DEFAULT_IMAGE_HOST, resolveImageSrc } from '../../lib/image-source.ts';
import { placeholderBackground } from './image-placeholder.ts';
import { imageSources } from './image-variants.ts';

/** How the picture fills its box when their shapes differ. */
export type ImageFit = 'cover' | 'contain';

export interface ImageProps
  extends Omit<
    ComponentPropsWithRef<'img'>,
    'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'placeholder' | 'alt' | 'children'
  > {
  /** A stored file id (served from `imageHost` as resized WEBP), a URL starting with http or `/`, or null. */
  src: string | null | undefined;
  /** What the picture shows, for screen readers; `""` for a decorative picture. */
  alt: string;
  /**
   * Intrinsic width in CSS px. With `height` it reserves the box before the file arrives (no layout
   * shift) and picks the variant to download. Without `sizes` the image is this wide (at most its container).
   */
  width: number;
  /** Intrinsic height in CSS px; with `width`, the box's aspect ratio. */
  height: number;
  /**
   * How wide the image is shown at each breakpoint, e.g. `(min-width: 768px) 50vw, 100vw`. Makes the image
   * fill its container's width and lists every breakpoint width in the srcset for the browser to choose.
   */
  sizes?: string;
  /**
   * For the largest picture above the fold (a hero, a workshop cover): loads at once with high fetch
   * priority. Every other image loads lazily, when it comes near the viewport.
   */
  priority?: boolean;
  /**
   * A tiny version of the picture (a `data:` URL from `createImagePlaceholder`), shown blurred until the
   * image loads. Without it, the box shows a neutral colour.
   */
  placeholder?: string;
  /** `cover` (default) crops to fill the box; `contain` shows the whole picture. */
  fit?: ImageFit;
  /** Base URL for file ids; `/v1/images/` by default. */
  imageHost?: string;
  /** Class names for the box around the picture. */
  className?: string;
  /** Styles for the box around the picture (e.g. a border radius). */
  style?: CSSProperties;
}

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * A picture in a box of fixed aspect ratio: lazy by default, in WEBP at the right width and density from
 * the image host, with a blurred placeholder until it loads and a neutral tile (still named by `alt`) when
 * there is no picture or it fails.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  placeholder,
  fit = 'cover',
  imageHost = DEFAULT_IMAGE_HOST,
  className,
  style,
  onLoad,
  onError,
  ref,
  ...rest
}: ImageProps) {
  const url = resolveImageSrc(src, imageHost);
  // The state belongs to one URL, so a new src starts loading again without an effect resetting it.
  const [load, setLoad] = useState<{ url?: string; state: LoadState }>({ state: 'loading' });
  const state: LoadState = !url ? 'error' : load.url === url ? load.state : 'loading';
  const imageRef = useRef<HTMLImageElement | null>(null);

  // A cached picture may finish before React listens for `load`.
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (url && image?.complete && image.naturalWidth > 0) setLoad({ url, state: 'loaded' });
  }, [url]);

  const responsive = sizes !== undefined;
  const sources = url ? imageSources(url, width, responsive, imageHost) : undefined;
  const box: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    width: responsive ? undefined : width,
    backgroundImage: placeholder && state === 'loading' ? placeholderBackground(placeholder) : undefined,
    ...style,
  };
  // Without a picture the box itself carries the name, as Avatar does.
  const semantics =
    state !== 'error' ? {} : alt.trim() ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };

  return (
    <span
      {...semantics}
      className={cx('ex-image', className)}
      data-state={state}
      data-fit={fit}
      data-responsive={responsive ? '' : undefined}
      data-placeholder={placeholder ? '' : undefined}
      style={box}
    >
      {sources && state !== 'error' ? (
        <img
          {...rest}
          ref={(node) => {
            imageRef.current = node;
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
          }}
          className="ex-image__img"
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          sizes={sizes}
          srcSet={sources.srcSet}
          src={sources.src}
          onLoad={(event) => {
            setLoad({ url, state: 'loaded' });
            onLoad?.(event);
          }}
          onError={(event) => {
            setLoad({ url, state: 'error' });
            onError?.(event);
          }}
        />
      ) : (
        <svg
          className="ex-image__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      )}
    </span>
  );
}
