import { isValidElement, type MouseEvent, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';
import { isCurrentPath, isPlainClick, type RenderLink } from '../navigation/render-link.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';

/** One link of the sidebar. */
export interface SidebarItem {
  /** Where the link goes (passed to `renderLink` as `href`). */
  href: string;
  /** The link's text; in the collapsed sidebar, its tooltip and still its accessible name. */
  label: string;
  /** The icon that stands for the link when the sidebar is collapsed; decorative. */
  icon: ReactNode;
  /** Marks the current page; when absent, it is worked out from `currentPath`. */
  active?: boolean;
  /** Matches `currentPath` exactly only, for links whose pages contain the others (a home link). */
  end?: boolean;
  /** A short count or label after the text, e.g. the number of pending bookings; read with the name. */
  badge?: ReactNode;
}

/** A group of sidebar links under an optional title. */
export interface SidebarSection {
  /** The group's title, e.g. "Workshops"; it names the group's list. */
  title?: string;
  /** The links, in order. */
  items: readonly SidebarItem[];
}

export interface SidebarNavProps {
  sections: readonly SidebarSection[];
  label: string;
  collapsed: boolean;
  currentPath?: string;
  renderLink: RenderLink;
  /** Called after a plain click on a link (the drawer closes). */
  onNavigate?: () => void;
}

/** The sections and links of a `Sidebar`, used both in the side column and in the phone drawer. */
export function SidebarNav({
  sections,
  label,
  collapsed,
  currentPath,
  renderLink,
  onNavigate,
}: SidebarNavProps) {
  const baseId = useId();
  const handleClick = onNavigate
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (isPlainClick(event)) onNavigate();
      }
    : undefined;

  return (
    <nav aria-label={label} className="ex-sidebar__nav">
      {sections.map((section, index) => {
        const titleId = `${baseId}-section-${index}`;
        return (
          <div key={section.title ?? index} className="ex-sidebar__section">
            {section.title ? (
              <p id={titleId} className={cx('ex-sidebar__section-title', collapsed && 'ex-visually-hidden')}>
                {section.title}
              </p>
            ) : null}
            <ul className="ex-sidebar__list" aria-labelledby={section.title ? titleId : undefined}>
              {section.items.map((item) => {
                const active =
                  item.active ??
                  (currentPath !== undefined && isCurrentPath(currentPath, item.href, item.end));
                const hasBadge = item.badge !== undefined && item.badge !== null && item.badge !== false;
                const link = renderLink({
                  href: item.href,
                  className: 'ex-sidebar__link',
                  'aria-current': active ? 'page' : undefined,
                  onClick: handleClick,
                  children: (
                    <>
                      <span className="ex-sidebar__icon" aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className={cx('ex-sidebar__label', collapsed && 'ex-visually-hidden')}>
                        {item.label}
                      </span>
                      {/* The space keeps the name "Bookings 3" rather than "Bookings3". */}
                      {hasBadge ? ' ' : null}
                      {hasBadge ? (
                        <span className={cx('ex-sidebar__badge', collapsed && 'ex-visually-hidden')}>
                          {item.badge}
                        </span>
                      ) : null}
                    </>
                  ),
                });
                return (
                  <li key={item.href}>
                    {/* Collapsed, only the icon shows: the label appears as a tooltip beside it. */}
                    {isValidElement(link) ? (
                      <Tooltip content={item.label} side="right" disabled={!collapsed}>
                        {link}
                      </Tooltip>
                    ) : (
                      link
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
