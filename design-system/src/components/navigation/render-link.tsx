import type { MouseEvent, ReactNode } from 'react';

/** What a navigation link receives; spread it onto the router's link, mapping `href` to its `to`. */
export interface LinkRenderProps {
  /** Where the link goes. */
  href: string;
  /** The design system's classes for the link; keep them. */
  className: string;
  /** `page` on the link to the current page. A router's NavLink may set its own instead. */
  'aria-current'?: 'page';
  /** Closes the mobile drawer after a plain click; call it from the router link's own `onClick`. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The icon and label. */
  children: ReactNode;
}

/**
 * Renders one navigation link, so components stay router-agnostic: the shell passes
 * `({ href, ...props }) => <NavLink to={href} {...props} />` and gets client-side navigation.
 * The element must accept a ref and pass unknown props on to its `<a>` (tooltips attach handlers to it).
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default: a plain `<a>`, with full page loads. */
export const renderAnchor: RenderLink = (props) => <a {...props} />;

/**
 * Whether `href` is the current page given the current path: the same path, or (unless `end`) a page
 * under it, as react-router's NavLink decides. `/b/bookings/42` is under `/b/bookings`; `/b/bookingsx` is not.
 */
export function isCurrentPath(currentPath: string, href: string, end = false): boolean {
  const path = pathOf(currentPath);
  const target = pathOf(href);
  if (path === target) return true;
  return !end && target !== '/' && path.startsWith(`${target}/`);
}

/** The path part of a location, without query or fragment; hash-router locations (`#/b`) keep their path. */
function pathOf(location: string): string {
  const withoutHash = location.startsWith('#') ? location.slice(1) : location;
  return trimSlash(withoutHash.split(/[?#]/)[0] ?? '');
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/** Whether a click is a plain left click (not one that opens a new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
