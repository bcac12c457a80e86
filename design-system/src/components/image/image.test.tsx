import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Image } from './image.tsx';
import { createImagePlaceholder, readImageDimensions } from './image-placeholder.ts';
import { imageSources, variantWidth } from './image-variants.ts';

const tiny = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/** jsdom never loads images; this stand-in is 1200x800 except for URLs containing "broken". */
class FakeImage extends EventTarget {
  naturalWidth = 0;
  naturalHeight = 0;
  set src(value: string) {
    setTimeout(() => {
      if (value.includes('broken')) {
        this.dispatchEvent(new Event('error'));
      } else {
        this.naturalWidth = 1200;
        this.naturalHeight = 800;
        this.dispatchEvent(new Event('load'));
      }
    });
  }
}

describe('Image', () => {
  it('lazy-loads the 1x and 2x WEBP variants of a stored file, in a box of fixed ratio', () => {
    render(<Image src="file-1" alt="Workshop cover" width={300} height={200} />);
    const image = screen.getByRole('img', { name: 'Workshop cover' });
    expect(image).toHaveAttribute('src', '/v1/images/file-1?w=320');
    expect(image).toHaveAttribute('srcset', '/v1/images/file-1?w=320 1x, /v1/images/file-1?w=320&dpr=2 2x');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    const box = image.parentElement as HTMLElement;
    expect(box.style.aspectRatio).toBe('300 / 200');
    expect(box.style.width).toBe('300px');
  });

  it('loads a priority image at once with high fetch priority', () => {
    render(<Image src="/v1/images/file-2" alt="Hero" width={1280} height={640} priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('src', '/v1/images/file-2?w=1280');
  });

  it('lists every breakpoint width for a responsive image', () => {
    render(
      <Image src="file-3" alt="Cover" width={768} height={432} sizes="(min-width: 768px) 50vw, 100vw" />,
    );
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    const widths = (image.getAttribute('srcset') ?? '')
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w', '2048w', '2560w', '3072w']);
    expect(image.getAttribute('srcset')).toContain('/v1/images/file-3?w=1536&dpr=2 3072w');
  });

  it('uses external and local sources as they are', () => {
    render(<Image src="https://cdn.example.com/a.webp" alt="Logo" width={120} height={40} />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.webp');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the blurred placeholder until the picture loads', () => {
    render(<Image src="file-4" alt="Coach" width={320} height={320} placeholder={tiny} />);
    const image = screen.getByRole('img', { name: 'Coach' });
    const box = image.parentElement as HTMLElement;
    expect(box).toHaveAttribute('data-state', 'loading');
    expect(box.style.backgroundImage).toContain('data:image/svg+xml');
    expect(decodeURIComponent(box.style.backgroundImage)).toContain('stdDeviation="3"');
    fireEvent.load(image);
    expect(box).toHaveAttribute('data-state', 'loaded');
    expect(box.style.backgroundImage).toBe('');
  });

  it('keeps the name on a tile when the picture fails or is missing', () => {
    const onError = vi.fn();
    const { rerender } = render(
      <Image src="file-5" alt="Venue" width={320} height={180} onError={onError} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Venue' }));
    expect(onError).toHaveBeenCalledOnce();
    const tile = screen.getByRole('img', { name: 'Venue' });
    expect(tile).toHaveAttribute('data-state', 'error');
    expect(tile.querySelector('img')).toBeNull();

    rerender(<Image src={null} alt="" width={320} height={180} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('.ex-image')).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts loading again when the source changes', () => {
    const { rerender } = render(<Image src="file-6" alt="Cover" width={320} height={180} />);
    fireEvent.load(screen.getByRole('img', { name: 'Cover' }));
    rerender(<Image src="file-7" alt="Cover" width={320} height={180} />);
    expect(document.querySelector('.ex-image')).toHaveAttribute('data-state', 'loading');
  });
});

describe('image variants', () => {
  it('rounds widths up to the breakpoints, capped at the widest', () => {
    expect(variantWidth(1)).toBe(320);
    expect(variantWidth(641)).toBe(768);
    expect(variantWidth(5000)).toBe(1536);
  });

  it('honours a custom image host', () => {
    expect(imageSources('https://img.example.com/abc', 640, false, 'https://img.example.com')).toEqual({
      src: 'https://img.example.com/abc?w=640',
      srcSet: 'https://img.example.com/abc?w=640 1x, https://img.example.com/abc?w=640&dpr=2 2x',
    });
  });

  it("resizes a full address of this origin's image host, and leaves another site's alone", () => {
    const own = `${window.location.origin}/v1/images/abc`;
    expect(imageSources(own, 320, false)).toEqual({
      src: `${own}?w=320`,
      srcSet: `${own}?w=320 1x, ${own}?w=320&dpr=2 2x`,
    });
    expect(imageSources('https://elsewhere.example/v1/images/abc', 320, false)).toEqual({
      src: 'https://elsewhere.example/v1/images/abc',
    });
  });
});

describe('readImageDimensions and createImagePlaceholder', () => {
  const originalImage = window.Image;
  const { createObjectURL, revokeObjectURL } = URL;

  beforeEach(() => {
    Object.defineProperty(window, 'Image', { value: FakeImage, configurable: true, writable: true });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
  });

  afterEach(() => {
    Object.defineProperty(window, 'Image', { value: originalImage, configurable: true, writable: true });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('reads the size and ratio of a picked file, then releases it', async () => {
    const file = new File(['…'], 'cover.png', { type: 'image/png' });
    await expect(readImageDimensions(file)).resolves.toEqual({ width: 1200, height: 800, ratio: 1.5 });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('falls back to 0 width, 0 height, 0 ratio when the image cannot be read', async () => {
    await expect(readImageDimensions('https://cdn.example.com/broken.png')).resolves.toEqual({
      width: 0,
      height: 0,
      ratio: 0,
    });
    await expect(readImageDimensions('')).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
  });

  it('draws a 10x10 WEBP placeholder at quality 50', async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(tiny);
    await expect(createImagePlaceholder('file-8')).resolves.toBe(tiny);
    expect(drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 10, 10);
    expect(toDataURL).toHaveBeenCalledWith('image/webp', 0.5);
  });

  it('gives no placeholder when the image fails', async () => {
    await expect(createImagePlaceholder('https://cdn.example.com/broken.png')).resolves.toBeUndefined();
  });
});
