import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { Badge } from '../badge/badge.tsx';

export interface TabsProps extends ComponentPropsWithRef<typeof RadixTabs.Root> {
  /** The selected tab's value when controlled (e.g. from the route); pair with `onValueChange`. */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  /** Called with the new tab's value when the user picks a tab. */
  onValueChange?: (value: string) => void;
  /** `horizontal` (a row above the panels) or `vertical` (a column beside them); sets the arrow keys too. */
  orientation?: 'horizontal' | 'vertical';
  /** `automatic` selects a tab as focus moves onto it; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
}

/** Panels of related content, one shown at a time; arrow keys move between tabs. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root className={cx('ex-tabs', className)} {...rest} />;
}

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Names the tab list for screen readers when no visible heading does (e.g. "Settings sections"). */
  'aria-label'?: string;
  /** Moves focus from the last tab to the first with the arrow keys, and back. */
  loop?: boolean;
}

/** The row (or column) of tab buttons. */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List className={cx('ex-tabs__list', className)} {...rest} />;
}

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof RadixTabs.Trigger> {
  /** The value that links this tab to its `Tabs.Content`. */
  value: string;
  /** A short label after the tab's name, e.g. "New"; it is read as part of the tab's name. */
  badge?: ReactNode;
  /** Makes the tab unselectable; arrow keys skip it. */
  disabled?: boolean;
}

/** One tab button. */
export function TabsTrigger({ badge, className, children, ...rest }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger className={cx('ex-tabs__trigger', className)} {...rest}>
      <span className="ex-tabs__label">{children}</span>
      {/* The space keeps the name "Preferences New" rather than "PreferencesNew". */}
      {badge ? ' ' : null}
      {badge ? (
        <Badge variant="primary" size="sm" className="ex-tabs__badge">
          {badge}
        </Badge>
      ) : null}
    </RadixTabs.Trigger>
  );
}

export interface TabsContentProps extends ComponentPropsWithRef<typeof RadixTabs.Content> {
  /** The value of the tab that shows this panel. */
  value: string;
  /** Keeps the panel mounted while hidden (to keep form state); unmounted by default. */
  forceMount?: true;
}

/** The panel shown while its tab is selected. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content className={cx('ex-tabs__content', className)} {...rest} />;
}
