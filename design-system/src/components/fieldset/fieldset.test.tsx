import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox/index.ts';
import { Fieldset } from './fieldset.tsx';

describe('Fieldset', () => {
  it('names its group by the legend and describes it by the description', () => {
    render(
      <Fieldset legend="Attendees whose seats are cancelled" description="Pick at most 2.">
        <Checkbox label="Ada Lovelace" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Attendees whose seats are cancelled' });
    expect(group).toHaveAccessibleDescription('Pick at most 2.');
    expect(screen.getByRole('checkbox', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('has no description without one', () => {
    render(<Fieldset legend="Notifications" />);
    expect(screen.getByRole('group', { name: 'Notifications' })).not.toHaveAttribute('aria-describedby');
  });
});
