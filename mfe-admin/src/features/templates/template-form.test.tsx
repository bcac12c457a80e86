import { api } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplateForm } from './template-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The message a field shows under it (its first description, by aria-describedby). */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

describe('the workshop template form', () => {
  it('says "Price is required" for no price and for one under 0.01, and sends nothing', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    render(<TemplateForm onSaved={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Prompting for sales teams');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    const price = screen.getByRole('spinbutton', { name: /Price/ });
    await waitFor(() => expect(errorOf(price)).toBe('Price is required'));
    await user.type(price, '0.001');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(errorOf(price)).toBe('Price is required'));
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a template with its level and price', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { id: 't1', title: 'Prompting' } });
    render(<TemplateForm onSaved={saved} />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Prompting');
    await user.click(screen.getByRole('combobox', { name: /Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Advanced' }));
    await user.type(screen.getByRole('spinbutton', { name: /Price/ }), '49.5');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/workshop-templates',
      expect.objectContaining({ title: 'Prompting', level: 'ADVANCED', price: 49.5, currency: 'USD' }),
      { revalidates: ['/workshop-templates'] },
    );
  });
});
