import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology inside an announced loading region', () => {
    render(
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton />
        <Skeleton shape="circle" />
      </div>,
    );
    const region = screen.getByRole('status', { name: 'Loading' });
    const skeletons = region.querySelectorAll('.ex-skeleton');
    expect(skeletons).toHaveLength(2);
    for (const skeleton of skeletons) expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeletons[1]).toHaveAttribute('data-shape', 'circle');
  });

  it('takes its size from props, numbers as px, and lets style win', () => {
    const { container } = render(
      <>
        <Skeleton width={120} height="2rem" />
        <Skeleton width="50%" style={{ width: '40%', height: '1rem' }} />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll<HTMLElement>('.ex-skeleton'));
    expect(first?.style.width).toBe('120px');
    expect(first?.style.height).toBe('2rem');
    expect(second?.style.width).toBe('40%');
  });
});
