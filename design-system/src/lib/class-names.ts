/** Joins class names, skipping empty ones: `cx('ex-card', className)`. Internal to the package. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
