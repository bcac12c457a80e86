import { readFile } from 'node:fs/promises';
import mjml from 'mjml-browser';

/** The layout's source, beside the compiled HTML (LAYOUT_HTML). */
export const LAYOUT_SOURCE = new URL('./layout.mjml', import.meta.url);

/**
 * The mail layout, compiled by MJML into the table HTML mail clients read (decision 0103). It is compiled
 * ahead of time (`npm run mail:layout`) and committed: MJML takes over half a second to load, and sending
 * a mail only fills in the compiled file's {{placeholders}}. No web fonts: a mail loads nothing from elsewhere.
 */
export async function compileLayout(): Promise<string> {
  const result = await mjml(await readFile(LAYOUT_SOURCE, 'utf8'), { validationLevel: 'strict', fonts: {} });
  if (result.errors.length > 0)
    throw new Error(result.errors.map((error) => error.formattedMessage).join('\n'));
  return result.html;
}
