/** Site info of SPEC §1: the marketing copy, and the meta and Open Graph tags of every page (tools/index.ejs). */
export const siteInfo = {
  name: 'Exceed',
  shortName: 'Exceed',
  description:
    "The World's #1 Marketplace for AI Coaches and Consultants to help you Scale & Exceed with AI.",
  ogImageLink: '/og-image.png',
  twitterSite: '@exceed',
} as const;
