import { usePageTitle } from '@exceed/session';
import type { ReactNode } from 'react';
import './page-frame.css';

/** A readable single-column page with its heading, which is also the page's title. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mkt-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
