import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveImageSrc } from '../../lib/image-source.ts';
import { Avatar } from './avatar.tsx';
import { initials } from './avatar-source.ts';

/** jsdom never loads images; this stand-in loads every URL except those containing "broken". */
class FakeImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  crossOrigin: string | null = null;
  referrerPolicy = '';
  #src = '';
  get src() {
    return this.#src;
  }
  set src(value: string) {
    this.#src = value;
    setTimeout(() => {
      this.complete = true;
      if (value.includes('broken')) {
        this.dispatchEvent(new Event('error'));
      } else {
        this.naturalWidth = 64;
        this.dispatchEvent(new Event('load'));
      }
    });
  }
}

describe('resolveImageSrc', () => {
  it('serves file ids from the image host', () => {
    expect(resolveImageSrc('abc')).toBe('/v1/images/abc');
    expect(resolveImageSrc('abc', 'https://img.example.com')).toBe('https://img.example.com/abc');
    expect(resolveImageSrc('abc', 'https://img.example.com/')).toBe('https://img.example.com/abc');
  });

  it('keeps sources that start with http or /', () => {
    expect(resolveImageSrc('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(resolveImageSrc('http://cdn.example.com/a.webp')).toBe('http://cdn.example.com/a.webp');
    expect(resolveImageSrc('/static/a.webp')).toBe('/static/a.webp');
  });

  it('keeps local previews of picked files', () => {
    expect(resolveImageSrc('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
    expect(resolveImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('gives no URL for an empty source', () => {
    expect(resolveImageSrc(null)).toBeUndefined();
    expect(resolveImageSrc(undefined)).toBeUndefined();
    expect(resolveImageSrc('')).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('Ada Lovelace King')).toBe('AL');
    expect(initials('ada')).toBe('A');
    expect(initials('grace  hopper')).toBe('GH');
    expect(initials('  Émile Zola ')).toBe('ÉZ');
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});

describe('Avatar', () => {
  const originalImage = window.Image;

  beforeEach(() => {
    Object.defineProperty(window, 'Image', { value: FakeImage, configurable: true, writable: true });
  });

  afterEach(() => {
    Object.defineProperty(window, 'Image', { value: originalImage, configurable: true, writable: true });
  });

  it('shows initials at once when there is no image', () => {
    render(<Avatar src={null} alt="Ada Lovelace King" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace King' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the picture from the image host once it loads', async () => {
    render(<Avatar src="file-123" alt="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).toHaveAttribute('src', '/v1/images/file-123'));
    expect(avatar).not.toHaveTextContent('AL');
  });

  it('uses a custom image host', async () => {
    render(<Avatar src="file-123" alt="Ada Lovelace" imageHost="https://img.example.com/" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() =>
      expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/file-123'),
    );
  });

  it('falls back to initials when the image fails', async () => {
    render(<Avatar src="https://cdn.example.com/broken.webp" alt="Grace Hopper" />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    await waitFor(() => expect(avatar).toHaveTextContent('GH'));
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('is decorative with a silhouette when there is neither an image nor a name', () => {
    render(<Avatar alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const avatar = document.querySelector('.ex-avatar');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar?.querySelector('svg')).not.toBeNull();
    expect(avatar).toHaveTextContent('');
  });

  it('exposes its size as a data attribute', () => {
    render(<Avatar alt="Ada Lovelace" size="lg" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-size', 'lg');
  });
});
