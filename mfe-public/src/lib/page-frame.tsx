import type { ReactNode } from 'react';
import './page-frame.css';

/** A readable single-column page with its heading. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mkt-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
