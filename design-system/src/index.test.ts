import { describe, expect, it } from 'vitest';
import * as designSystem from './index.ts';

describe('package exports', () => {
  it('exports the public API and nothing internal', () => {
    expect(Object.keys(designSystem).sort()).toEqual(
      [
        'Avatar',
        'Badge',
        'Button',
        'Card',
        'Dialog',
        'EmptyState',
        'Field',
        'Input',
        'Skeleton',
        'Spinner',
        'TOAST_DURATION',
        'TOAST_LIMIT',
        'TOAST_REMOVE_DELAY',
        'Tabs',
        'Textarea',
        'Toaster',
        'VisuallyHidden',
        'breakpoints',
        'dismissToast',
        'fontSize',
        'initials',
        'mediaQuery',
        'palette',
        'radius',
        'resolveImageSrc',
        'themeColors',
        'themes',
        'toast',
        'useToasts',
      ].sort(),
    );
  });

  it('attaches the sub-components', () => {
    expect(Object.keys(designSystem.Card)).toEqual(
      expect.arrayContaining(['Header', 'Title', 'Description', 'Content', 'Footer']),
    );
    expect(Object.keys(designSystem.Tabs)).toEqual(expect.arrayContaining(['List', 'Trigger', 'Content']));
  });
});
