import { Counter } from 'prom-client';

/** Image variants served: "made" resized from the original, "hit" from the cache (or a resize under way). */
export const imageVariantsServed = new Counter({
  name: 'exceed_image_variants_total',
  help: 'Resized images served, by source: made (resized from the original) or hit (cached or being made).',
  labelNames: ['source'],
});
