import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { MenuIcon } from '../../lib/icons.tsx';
import { mediaQuery } from '../../theme/tokens.ts';
import { Drawer } from '../drawer/drawer.tsx';
import { isCurrentPath, isPlainClick, type RenderLink, renderAnchor } from './render-link.tsx';
import { useMediaQuery } from './use-media-query.ts';

/** One link of a navigation bar. */
export interface NavigationItem {
  /** Where the link goes (passed to `renderLink` as `href`). */
  href: string;
  /** The link's text. */
  label: ReactNode;
  /** A small decorative icon before the label. */
  icon?: ReactNode;
  /** Marks the current page; when absent, it is worked out from `currentPath`. */
  active?: boolean;
  /** Matches `currentPath` exactly only, for links whose pages contain the others (a home link). */
  end?: boolean;
}

/** `bar` highlights the current link with a filled pill; `tabs` underlines it like `Tabs`. */
export type NavigationVariant = 'bar' | 'tabs';

export interface NavigationProps {
  /** The links, in order. */
  items: readonly NavigationItem[];
  /** Names the navigation landmark, e.g. "Main" or "Account sections" (a page can have several). */
  label: string;
  /** The current path, to mark the active link (`/b/bookings/42` activates `/b/bookings`). */
  currentPath?: string;
  /** Renders each link, e.g. with the router's NavLink; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** See `NavigationVariant`; `bar` by default. */
  variant?: NavigationVariant;
  /**
   * Below 768px (md), moves the links into a drawer behind a menu button, so a phone never scrolls a
   * row of links sideways. On by default; turn it off for two or three tabs that fit.
   */
  collapse?: boolean;
  /** The menu button's accessible name and the drawer's title; "Menu" by default. */
  menuLabel?: string;
  /** Content at the start of the bar, e.g. the logo linking home. */
  brand?: ReactNode;
  /** Content at the end of the bar that stays visible on phones, e.g. the account menu. */
  actions?: ReactNode;
  /** Extra class names for the `<nav>`. */
  className?: string;
}

/**
 * A row of links to the pages of an area, with the current one marked (`aria-current="page"`) and
 * highlighted. On phones the links collapse into a menu button that opens a drawer from the left.
 */
export function Navigation({
  items,
  label,
  currentPath,
  renderLink = renderAnchor,
  variant = 'bar',
  collapse = true,
  menuLabel = 'Menu',
  brand,
  actions,
  className,
}: NavigationProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useMediaQuery(mediaQuery('md'));
  // The drawer is a phone layout: close it when the window grows past the breakpoint.
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  const links = (place: 'bar' | 'drawer') => (
    <ul className={`ex-navigation__list ex-navigation__list--${place}`}>
      {items.map((item) => {
        const active =
          item.active ?? (currentPath !== undefined && isCurrentPath(currentPath, item.href, item.end));
        return (
          <li key={item.href} className="ex-navigation__item">
            {renderLink({
              href: item.href,
              className: 'ex-navigation__link',
              'aria-current': active ? 'page' : undefined,
              onClick:
                place === 'drawer'
                  ? (event: MouseEvent<HTMLAnchorElement>) => {
                      if (isPlainClick(event)) setMenuOpen(false);
                    }
                  : undefined,
              children: (
                <>
                  {item.icon ? (
                    <span className="ex-navigation__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span className="ex-navigation__label">{item.label}</span>
                </>
              ),
            })}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      aria-label={label}
      className={cx('ex-navigation', className)}
      data-variant={variant}
      data-collapse={collapse ? '' : undefined}
    >
      {collapse ? (
        <Drawer
          side="left"
          size="sm"
          title={menuLabel}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <button type="button" className="ex-navigation__menu-button" aria-label={menuLabel}>
              <MenuIcon />
            </button>
          }
        >
          <nav aria-label={label} className="ex-navigation__drawer-nav">
            {links('drawer')}
          </nav>
        </Drawer>
      ) : null}
      {brand ? <div className="ex-navigation__brand">{brand}</div> : null}
      {links('bar')}
      {actions ? <div className="ex-navigation__actions">{actions}</div> : null}
    </nav>
  );
}
