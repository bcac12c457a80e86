import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove row</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove row' })).toBeInTheDocument();
  });

  it('marks focusable content so it can show while focused', () => {
    render(
      <VisuallyHidden focusable>
        <a href="#main">Skip to content</a>
      </VisuallyHidden>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' }).parentElement).toHaveAttribute(
      'data-focusable',
    );
  });
});
