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
        'RouteTabs',
        'Tabs',
        'Textarea',
        'Toaster',
        'VisuallyHidden',
        'breakpoints',
        'dismissToast',
        'fontSize',
        'formatMoney',
        'initials',
        'mediaQuery',
        'palette',
        'radius',
        'resolveImageSrc',
        'routeTabOf',
        'themeColors',
        'themes',
        'toast',
        'useToasts',
        'Checkbox',
        'CountrySelect',
        'FORM_ROOT_ERROR_KEY',
        'Form',
        'PhoneInput',
        'Select',
        'Switch',
        'TABLE_DRAG_ANIMATION_MS',
        'TABLE_EMPTY_TEXT',
        'TABLE_FIRST_PAGE',
        'TABLE_PAGE_SIZE',
        'Table',
        'useForm',
        'BarChart',
        'DatePicker',
        'Drawer',
        'IMAGE_PLACEHOLDER',
        'Icon',
        'Image',
        'LineChart',
        'Navigation',
        'Sidebar',
        'TOOLTIP_DELAY_MS',
        'TimePicker',
        'Tooltip',
        'TooltipProvider',
        'createImagePlaceholder',
        'readImageDimensions',
        'MONTH_CALENDAR_LABELS',
        'MonthCalendar',
        'daysBetween',
        'fromInstant',
        'moveToDay',
        'shiftByDays',
        'toInstant',
      ].sort(),
    );
  });

  it('attaches the sub-components', () => {
    expect(Object.keys(designSystem.Card)).toEqual(
      expect.arrayContaining(['Header', 'Title', 'Description', 'Content', 'Footer']),
    );
    expect(Object.keys(designSystem.Tabs)).toEqual(expect.arrayContaining(['List', 'Trigger', 'Content']));
    expect(Object.keys(designSystem.Form)).toEqual(expect.arrayContaining(['Error']));
  });
});
