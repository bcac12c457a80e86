import { describe, expect, it } from 'vitest';
import { listSearch } from './list-search.ts';

describe('listSearch', () => {
  it('starts a new search at page 1 and keeps other parameters', () => {
    const next = listSearch(new URLSearchParams('q=old&page=3&view=list'), { q: 'agents' });
    expect(next.toString()).toBe('q=agents&view=list');
  });

  it('leaves out an empty search and page 1', () => {
    expect(listSearch(new URLSearchParams('q=old&page=2'), { q: '' }).toString()).toBe('');
    expect(listSearch(new URLSearchParams('q=x&page=2'), { page: 1 }).toString()).toBe('q=x');
    expect(listSearch(new URLSearchParams('q=x'), { page: 4 }).toString()).toBe('q=x&page=4');
  });
});
