/** A LIKE pattern that finds `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
