import { fromMinorUnits, personName } from '@exceed/contract';
import type { PublicWorkshop } from '../workshops/marketplace-workshop.ts';

/** What a page tells crawlers and link previews before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute addresses: Open Graph wants them so. */
  url: string;
  image: string | undefined;
  /** schema.org structured data, written as JSON-LD. */
  structuredData: Record<string, unknown>;
}

/** The longest description a link preview shows in full. */
const PREVIEW_LENGTH = 200;

/** A description on one line, cut at a word near PREVIEW_LENGTH. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_LENGTH) return line;
  const cut = line.slice(0, PREVIEW_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An image's absolute address: a stored file id is served by the image route (SPEC §9). */
function imageAddress(image: string | null, appUrl: string): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//.test(image)) return image;
  return new URL(image.startsWith('/') ? image : `/v1/images/${image}`, appUrl).toString();
}

/**
 * A workshop page's head: its title, description and image for link previews (Open Graph, Twitter), and
 * a schema.org Course with its coach and price for search engines.
 */
export function workshopPageHead(
  workshop: PublicWorkshop,
  appUrl: string,
  siteDescription: string,
): PageHead {
  const url = new URL(`/workshops/${workshop.workshopId}`, appUrl).toString();
  const coach = personName({
    username: workshop.coachUsername,
    firstName: workshop.coachFirstName,
    lastName: workshop.coachLastName,
  });
  const description = workshop.workshopDescription ? preview(workshop.workshopDescription) : siteDescription;
  const image = imageAddress(workshop.workshopImage, appUrl);
  return {
    title: workshop.workshopTitle,
    description,
    url,
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: workshop.workshopTitle,
      description,
      url,
      ...(image ? { image } : {}),
      provider: {
        '@type': 'Person',
        name: coach,
        url: new URL(`/${workshop.coachUsername}`, appUrl).toString(),
      },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: fromMinorUnits(workshop.workshopPriceMinor, workshop.workshopCurrency),
        priceCurrency: workshop.workshopCurrency,
        url,
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The content of the shell's `<meta {attribute}="{name}">` (the site's name and description), unescaped. */
export function metaOf(html: string, attribute: 'name' | 'property', name: string): string {
  const content = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  return content
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Sets the content of the shell's `<meta {attribute}="{name}">`, or adds the tag when it has none. */
function setMeta(html: string, attribute: 'name' | 'property', name: string, content: string): string {
  const tag = `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta ${attribute}="${name}" content="[^"]*"\\s*/?>`);
  return existing.test(html) ? html.replace(existing, () => tag) : html.replace('</head>', `${tag}\n</head>`);
}

/**
 * The shell's index.html with a page's head written in: its title (as the shell's pageTitle writes it,
 * `{title} | {site}`), description, Open Graph and Twitter tags, canonical address and JSON-LD. The JSON
 * is escaped so that no text of the coach's can close the script element; JSON-LD is data, which the
 * page's Content-Security-Policy does not run.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = `${head.title} | ${metaOf(html, 'property', 'og:site_name')}`;
  let page = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  page = setMeta(page, 'name', 'description', head.description);
  page = setMeta(page, 'property', 'og:type', 'website');
  page = setMeta(page, 'property', 'og:title', title);
  page = setMeta(page, 'property', 'og:description', head.description);
  page = setMeta(page, 'property', 'og:url', head.url);
  // Without a picture of its own, the site's, which the build may have written as a path.
  const siteImage = metaOf(page, 'property', 'og:image');
  const image = head.image ?? (siteImage ? new URL(siteImage, head.url).toString() : undefined);
  if (image) page = setMeta(page, 'property', 'og:image', image);
  const json = JSON.stringify(head.structuredData).replace(/</g, '\\u003c');
  const extra = `<link rel="canonical" href="${escapeHtml(head.url)}" />\n<script type="application/ld+json">${json}</script>\n`;
  return page.replace('</head>', () => `${extra}</head>`);
}
