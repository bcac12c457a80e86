import { usePageTitle } from '@exceed/session';
import type { ReactNode } from 'react';
import './page-frame.css';

/**
 * A readable single-column page with its heading, which is also the page's title; `wide` for a grid of
 * cards (the marketplace's lists), which uses a desktop's width.
 */
export function PageFrame({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className={wide ? 'mkt-page mkt-page--wide' : 'mkt-page'}>
      <h1>{title}</h1>
      {children}
    </article>
  );
}
