import type { SelectOption } from './select-option.ts';

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "DE" finds "de". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The options whose label or keywords contain the query, best matches first: an exact keyword (a country
 * code, a dialling code) or the start of the label, then the start of a later word, then anywhere. Ties
 * keep the given order, so an alphabetical list stays alphabetical within each rank.
 */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const needle = normalize(query);
  if (needle === '') return options;
  const ranked: Array<{ option: SelectOption; rank: number; index: number }> = [];
  options.forEach((option, index) => {
    const label = normalize(option.label);
    const keywords = (option.keywords ?? []).map(normalize);
    let rank: number;
    if (label.startsWith(needle) || keywords.includes(needle)) rank = 0;
    else if (
      label.split(/[\s-]+/).some((word) => word.startsWith(needle)) ||
      keywords.some((keyword) => keyword.startsWith(needle))
    )
      rank = 1;
    else if (label.includes(needle) || keywords.some((keyword) => keyword.includes(needle))) rank = 2;
    else return;
    ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}
