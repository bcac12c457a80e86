import { sessionStore } from '@exceed/session';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShortcuts } from './shortcuts.ts';

beforeEach(() => {
  sessionStore.getState().clearIdentity();
  sessionStore.getState().setColorMode('light');
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});

afterEach(cleanup);

describe('keyboard shortcuts', () => {
  it('meta+/ (or ctrl+/) focuses the search box of the page', () => {
    render(<input type="search" aria-label="Search workshops" />);
    renderHook(() => useShortcuts());
    fireEvent.keyDown(window, { key: '/', metaKey: true });
    const search = screen.getByRole('searchbox', { name: 'Search workshops' });
    expect(document.activeElement).toBe(search);
    search.blur();
    fireEvent.keyDown(window, { key: '/', ctrlKey: true });
    expect(document.activeElement).toBe(search);
  });

  it('meta+shift+D toggles dark and light', () => {
    renderHook(() => useShortcuts());
    fireEvent.keyDown(window, { key: 'D', metaKey: true, shiftKey: true });
    expect(sessionStore.getState().colorMode).toBe('dark');
    fireEvent.keyDown(window, { key: 'D', metaKey: true, shiftKey: true });
    expect(sessionStore.getState().colorMode).toBe('light');
    // Without the modifier it is only a letter.
    fireEvent.keyDown(window, { key: 'D', shiftKey: true });
    expect(sessionStore.getState().colorMode).toBe('light');
  });
});
