import { readFileSync } from 'node:fs';

/** The compiled layout (compile-layout.ts writes it; MJML itself is a development tool, not loaded here). */
export const LAYOUT_HTML = new URL('./layout.html', import.meta.url);

const template = readFileSync(LAYOUT_HTML, 'utf8');

/** Everything that goes into a mail's HTML comes through here: names are user input. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the layout is filled with: plain words, escaped here, except the two parts already HTML. */
export interface LayoutParts {
  subject: string;
  /** The line a mailbox shows beside the subject. */
  preheader: string;
  /** The body's paragraphs, as HTML. */
  contentHtml: string;
  action?: { label: string; url: string };
  /** Why the reader gets this mail, and how to stop it, as HTML. */
  footerHtml: string;
}

/** The Exceed layout (layout.mjml, compiled) around one mail's words; without an action, its button goes. */
export function renderLayout(parts: LayoutParts): string {
  const values: Record<string, string> = {
    subject: escapeHtml(parts.subject),
    preheader: escapeHtml(parts.preheader),
    content: parts.contentHtml,
    actionUrl: escapeHtml(parts.action?.url ?? ''),
    actionLabel: escapeHtml(parts.action?.label ?? ''),
    footer: parts.footerHtml,
  };
  const shaped = parts.action ? template : template.replace(/<!-- action -->[\s\S]*<!-- \/action -->/, '');
  return shaped.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
