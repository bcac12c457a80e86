/**
 * Avatar fallback text: the first letters of the first two words of the alt text, upper-cased
 * (SPEC.md §9). "Ada Lovelace King" → "AL", "ada" → "A", "" → "".
 */
export function initials(alt: string): string {
  return alt
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
