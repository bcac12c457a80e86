import { type ReactNode, useEffect, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { MenuIcon, SidebarToggleIcon } from '../../lib/icons.tsx';
import { mediaQuery } from '../../theme/tokens.ts';
import { Drawer } from '../drawer/drawer.tsx';
import { type RenderLink, renderAnchor } from '../navigation/render-link.tsx';
import { useMediaQuery } from '../navigation/use-media-query.ts';
import { Tooltip, TooltipProvider } from '../tooltip/tooltip.tsx';
import { SidebarNav, type SidebarSection } from './sidebar-nav.tsx';

export interface SidebarProps {
  /** The groups of links, in order. */
  sections: readonly SidebarSection[];
  /**
   * Whether the sidebar is expanded (labels shown) from 768px up; collapsed it shows icons with tooltips.
   * Controlled, so the shell can persist the choice.
   */
  open: boolean;
  /** Called with the new state when the user presses the collapse or expand button. */
  onOpenChange: (open: boolean) => void;
  /** Whether the drawer that holds the sidebar below 768px is open, when controlled. */
  mobileOpen?: boolean;
  /** Called when the drawer opens or closes (menu button, a link, Escape, the overlay). */
  onMobileOpenChange?: (open: boolean) => void;
  /**
   * Renders the menu button that opens the drawer below 768px, where the sidebar sits. Turn it off when the
   * shell's header has its own button driving `mobileOpen`.
   */
  menuButton?: boolean;
  /** Names the navigation landmark and the drawer; "Main" by default. */
  label?: string;
  /** The current path, to mark the active link (`/c/workshops/7` activates `/c/workshops`). */
  currentPath?: string;
  /** Renders each link, e.g. with the router's NavLink; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Content above the links, e.g. the logo; it should fit 2.5rem when collapsed. */
  header?: ReactNode;
  /** Content under the links, e.g. the account menu. */
  footer?: ReactNode;
  /** Accessible name of the menu button; "Open navigation" by default. */
  menuLabel?: string;
  /** Accessible name of the toggle while expanded; "Collapse sidebar" by default. */
  collapseLabel?: string;
  /** Accessible name (and tooltip) of the toggle while collapsed; "Expand sidebar" by default. */
  expandLabel?: string;
  /** Extra class names for the sidebar column. */
  className?: string;
}

/**
 * The app's side navigation: sections of links with icons, the current page marked. From 768px (md) up it
 * is a column that collapses to icons (with tooltips); below, it moves into a drawer from the left behind a
 * menu button, closing when a link is followed.
 */
export function Sidebar({
  sections,
  open,
  onOpenChange,
  mobileOpen,
  onMobileOpenChange,
  menuButton = true,
  label = 'Main',
  currentPath,
  renderLink = renderAnchor,
  header,
  footer,
  menuLabel = 'Open navigation',
  collapseLabel = 'Collapse sidebar',
  expandLabel = 'Expand sidebar',
  className,
}: SidebarProps) {
  const [ownMobileOpen, setOwnMobileOpen] = useState(false);
  const drawerOpen = mobileOpen ?? ownMobileOpen;
  const setDrawerOpen = (next: boolean) => {
    if (mobileOpen === undefined) setOwnMobileOpen(next);
    onMobileOpenChange?.(next);
  };

  // The drawer is the phone layout: close it when the window grows past the breakpoint.
  const wide = useMediaQuery(mediaQuery('md'));
  const closeOnWide = wide && drawerOpen;
  useEffect(() => {
    if (closeOnWide) {
      setOwnMobileOpen(false);
      onMobileOpenChange?.(false);
    }
  }, [closeOnWide, onMobileOpenChange]);

  const toggleLabel = open ? collapseLabel : expandLabel;
  const toggle = (
    <button
      type="button"
      className="ex-sidebar__toggle"
      aria-label={toggleLabel}
      onClick={() => onOpenChange(!open)}
    >
      <SidebarToggleIcon />
    </button>
  );

  return (
    <>
      <div className={cx('ex-sidebar', className)} data-state={open ? 'expanded' : 'collapsed'}>
        <TooltipProvider>
          {header ? <div className="ex-sidebar__header">{header}</div> : null}
          <SidebarNav
            sections={sections}
            label={label}
            collapsed={!open}
            currentPath={currentPath}
            renderLink={renderLink}
          />
          {footer ? <div className="ex-sidebar__footer">{footer}</div> : null}
          <div className="ex-sidebar__toggle-row">
            <Tooltip content={toggleLabel} side="right" disabled={open}>
              {toggle}
            </Tooltip>
          </div>
        </TooltipProvider>
      </div>
      <Drawer
        side="left"
        size="sm"
        title={label}
        hideTitle
        open={drawerOpen && !wide}
        onOpenChange={setDrawerOpen}
        className="ex-sidebar__drawer"
        trigger={
          menuButton ? (
            <button type="button" className="ex-sidebar__menu-button" aria-label={menuLabel}>
              <MenuIcon />
            </button>
          ) : undefined
        }
      >
        {header ? <div className="ex-sidebar__header">{header}</div> : null}
        <SidebarNav
          sections={sections}
          label={label}
          collapsed={false}
          currentPath={currentPath}
          renderLink={renderLink}
          onNavigate={() => setDrawerOpen(false)}
        />
        {footer ? <div className="ex-sidebar__footer">{footer}</div> : null}
      </Drawer>
    </>
  );
}
