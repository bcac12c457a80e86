import type { ErrorBag } from '@exceed/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Form } from './index.ts';
import { type FormApi, type UseFormOptions, useForm } from './use-form.ts';

interface Profile {
  firstName: string;
  lastName: string;
  headline: string;
  socialAccounts: Array<{ platform: string; url: string }>;
}

const initialValues: Profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst',
  socialAccounts: [{ platform: 'github', url: 'https://github.com/ada' }],
};

/** Required names, like the contract's profile schema; every broken rule adds its message. */
function validate(values: Profile): ErrorBag {
  const errors: ErrorBag = {};
  if (values.firstName.trim() === '')
    errors.firstName = ['First name is required.', 'First name is not valid.'];
  if (values.lastName.trim() === '') errors.lastName = ['Last name is required.'];
  return errors;
}

let form: FormApi<Profile>;

function ProfileForm(props: Partial<UseFormOptions<Profile>>) {
  form = useForm<Profile>({ initialValues, validate, onSubmit: () => undefined, ...props });
  return (
    <Form form={form} aria-label="Profile">
      <Input label="First name" {...form.register('firstName')} />
      <Input label="Last name" {...form.register('lastName')} />
      <Input label="Headline" {...form.register('headline')} />
      <Input label="GitHub URL" {...form.register('socialAccounts.0.url')} />
      <Button type="submit" disabled={!form.dirty} loading={form.submitting}>
        {form.submitting ? 'Saving...' : 'Save'}
      </Button>
    </Form>
  );
}

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
  // @ts-expect-error jsdom has no scrollIntoView; remove the stub again.
  delete Element.prototype.scrollIntoView;
});

describe('useForm and Form', () => {
  it("shows a field's error from its first change, before it loses focus, and only its first message", async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(screen.queryByText('First name is not valid.')).not.toBeInTheDocument();
  });

  it('revalidates a touched field on every change', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.tab();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await user.type(lastName, 'B');
    expect(lastName).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing of an empty field the person has not reached, until they leave it', async () => {
    const user = userEvent.setup();
    render(<ProfileForm initialValues={{ ...initialValues, firstName: '', lastName: '' }} />);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    // Leaving it unchanged is reaching it.
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(lastName).not.toHaveAttribute('aria-invalid');
  });

  it("shows a list's own error when it changes, and its new row's only once that row is edited", () => {
    const withUrls = (values: Profile): ErrorBag => {
      const errors = validate(values);
      values.socialAccounts.forEach((account, index) => {
        if (account.url === '') errors[`socialAccounts.${index}.url`] = ['Url is required.'];
      });
      if (values.socialAccounts.length > 1) errors.socialAccounts = ['Link one account.'];
      return errors;
    };
    render(<ProfileForm validate={withUrls} />);
    act(() => form.setValue('socialAccounts', [...form.values.socialAccounts, { platform: '', url: '' }]));
    expect(form.errors).toEqual({ socialAccounts: 'Link one account.' });
    act(() => form.setValue('socialAccounts.1.platform', 'x'));
    expect(form.errors).toEqual({ socialAccounts: 'Link one account.' });
    act(() => form.setValue('socialAccounts.1.url', ''));
    expect(form.errors).toEqual({
      socialAccounts: 'Link one account.',
      'socialAccounts.1.url': 'Url is required.',
    });
  });

  it('lets a press on a button of the form finish before a blur shows its error', async () => {
    const user = userEvent.setup();
    render(<ProfileForm initialValues={{ ...initialValues, firstName: '' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(firstName).not.toHaveFocus();
    // The error would push Save down under the pointer and the click would be lost.
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(firstName).toHaveFocus());
  });

  it('keeps Save disabled until a value changes, and clean again when changed back', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const headline = screen.getByRole('textbox', { name: 'Headline' });
    await user.type(headline, '!');
    expect(save).toBeEnabled();
    await user.type(headline, '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('on a failed submit focuses the first field with an error in page order and scrolls it to the centre', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    // The bag lists lastName first; the page shows First name first.
    const reversed = (values: Profile) => {
      const { firstName, ...rest } = validate(values);
      return firstName ? { ...rest, firstName } : rest;
    };
    render(
      <ProfileForm
        initialValues={{ ...initialValues, firstName: '', lastName: '' }}
        validate={reversed}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(firstName);
    // Untouched fields show their errors after a submit too.
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required.',
    );
  });

  it('reads "Saving..." while saving, then is clean with the saved values as the new baseline', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ProfileForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), ' and writer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ headline: 'Analyst and writer' }),
      expect.anything(),
    );
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(form.submitting).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(form.dirty).toBe(false);
    expect(form.values.headline).toBe('Analyst and writer');
  });

  it("maps a 422's error bag onto the fields, shows the root error above them and focuses the first field", async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('The given data was invalid.'), {
      status: 422,
      errors: {
        'socialAccounts.0.url': ['Url is not valid.', 'Url must be at most 255 characters.'],
        headline: ['Headline must be at most 255 characters.'],
        root: ['Your profile could not be saved.'],
      },
    });
    render(
      <ProfileForm
        onSubmit={() => {
          throw apiError;
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const headline = screen.getByRole('textbox', { name: 'Headline' });
    await waitFor(() => expect(headline).toHaveFocus());
    expect(headline).toHaveAccessibleDescription('Headline must be at most 255 characters.');
    expect(screen.getByRole('textbox', { name: 'GitHub URL' })).toHaveAccessibleDescription(
      'Url is not valid.',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be saved.');
    // Above the fields.
    expect(alert.compareDocumentPosition(headline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.dirty).toBe(true);

    // Editing a field clears its server error.
    await user.type(headline, '?');
    expect(headline).not.toHaveAttribute('aria-invalid');
  });

  it('accepts an error bag returned by onSubmit and a custom root key', async () => {
    const user = userEvent.setup();
    render(
      <ProfileForm
        rootErrorKey="socialAccounts"
        onSubmit={async () => ({ socialAccounts: ['Add at most 10 accounts.'], firstName: ['Taken.'] })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at most 10 accounts.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  });

  it('shows an error for a field the form does not render above the fields', async () => {
    const user = userEvent.setup();
    render(<ProfileForm onSubmit={() => ({ middleName: ['Middle name is not valid.'] })} />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Middle name is not valid.');
  });

  it('keeps the edit, still dirty, when a save fails with no field errors (the client showed a toast)', async () => {
    // What the API client throws for a 503: an ApiError whose bag is empty.
    const unavailable = Object.assign(new Error('Down for maintenance.'), { status: 503, errors: {} });
    render(
      <ProfileForm
        onSubmit={() => {
          throw unavailable;
        }}
      />,
    );
    act(() => form.setValue('headline', 'Writer'));
    await act(() => form.handleSubmit());
    expect(form.submitting).toBe(false);
    expect(form.dirty).toBe(true);
    expect(form.values.headline).toBe('Writer');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('rethrows errors that carry no error bag', async () => {
    const failure = new TypeError('Failed to fetch');
    render(
      <ProfileForm
        onSubmit={() => {
          throw failure;
        }}
      />,
    );
    act(() => form.setValue('headline', 'Writer'));
    await expect(act(() => form.handleSubmit())).rejects.toBe(failure);
    expect(form.submitting).toBe(false);
  });

  it('lists only the changed values, keeping lists whole', () => {
    render(<ProfileForm />);
    expect(form.changedValues()).toEqual({});
    act(() => {
      form.setValue('lastName', 'King');
      form.setValue('socialAccounts.0.url', 'https://github.com/ada-king');
    });
    expect(form.changedValues()).toEqual({
      lastName: 'King',
      socialAccounts: [{ platform: 'github', url: 'https://github.com/ada-king' }],
    });
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('King');
  });

  it('resets to new initial values', () => {
    render(<ProfileForm />);
    act(() => form.setValue('firstName', ''));
    expect(form.dirty).toBe(true);
    act(() => form.reset({ ...initialValues, firstName: 'Augusta' }));
    expect(form.dirty).toBe(false);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Augusta');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
  });
});

/** A card places the form-level error inside its content. */
function DisplayNameCard() {
  const card = useForm({
    initialValues: { firstName: 'Ada' },
    onSubmit: () => ({ root: ['Some changes were not saved.'] }),
  });
  return (
    <Form form={card} showError={false}>
      <h3>Display name</h3>
      <div data-testid="content">
        <Form.Error form={card} />
        <Input label="First name" {...card.register('firstName')} />
      </div>
      <Button type="submit">Save</Button>
    </Form>
  );
}

describe('Form.Error', () => {
  it('can be placed where the fields start', async () => {
    const user = userEvent.setup();
    render(<DisplayNameCard />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some changes were not saved.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('content').firstElementChild).toBe(screen.getByRole('alert'));
  });
});
