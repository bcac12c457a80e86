import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('is a multi-line text box named by its label', async () => {
    render(<Textarea label="Headline" />);
    const textarea = screen.getByRole('textbox', { name: 'Headline' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Coach{Enter}Speaker');
    expect(textarea).toHaveValue('Coach\nSpeaker');
  });

  it('announces its error through aria-describedby', () => {
    render(<Textarea label="Bio" description="Up to 1000 characters." error="Bio is not valid." />);
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Bio is not valid. Up to 1000 characters.');
  });

  it('forwards its ref to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea label="Notes" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Notes' }));
  });
});
