import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoEmbed, videoEmbedUrl } from './video-embed.tsx';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s in its player', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each(['https://example.com/intro.mp4', 'https://www.youtube.com/', 'not a link'])(
    'has no player for %s',
    (url) => {
      expect(videoEmbedUrl(url)).toBeNull();
    },
  );
});

describe('VideoEmbed', () => {
  it('embeds a YouTube link, named by its title', () => {
    render(<VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Introduction video of Grace" />);
    expect(screen.getByTitle('Introduction video of Grace')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('plays any other link as a video file that loads nothing before it is played', () => {
    const { container } = render(<VideoEmbed url="https://example.com/intro.mp4" title="Intro" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://example.com/intro.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAccessibleName('Intro');
  });
});
