/**
 * For tests of the remote's forms: the message a control reads through its aria-describedby (its field's
 * error), which is what a screen reader says of it and what a person sees under it.
 */
export const errorOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
