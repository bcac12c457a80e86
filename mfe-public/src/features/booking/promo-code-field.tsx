import { Button, Input, VisuallyHidden } from '@exceed/design-system';
import { type FormEvent, useState } from 'react';

/**
 * The booking page's promo code: typed and applied (the server prices it into the summary's lines and
 * says in words why one does not apply), or applied already and removable. A code from the page's link
 * (?code=) arrives applied.
 */
export function PromoCodeField({
  applied,
  error,
  pending,
  onApply,
}: {
  /** The code the price is asked with, when one is applied. */
  applied: string | undefined;
  /** Why the code typed does not apply, in the server's words. */
  error: string | undefined;
  /** Whether the price with the code is still being asked for. */
  pending: boolean;
  onApply: (code: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(applied ?? '');
  if (applied && !error) {
    return (
      <p className="promo-code promo-code--applied" aria-live="polite">
        <span>
          Code <strong>{applied}</strong> {pending ? 'is being applied…' : 'applied'}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setTyped('');
            onApply(undefined);
          }}
        >
          Remove <VisuallyHidden>code {applied}</VisuallyHidden>
        </Button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    onApply(code === '' ? undefined : code);
  };
  return (
    <form className="promo-code" onSubmit={submit} aria-label="Apply a promo code">
      <Input
        label="Promo code"
        value={typed}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={pending && typed !== ''}>
        Apply
      </Button>
    </form>
  );
}
