import { buildFrontEnds } from './build.ts';

// `npm start` on a fresh clone must need nothing else: build what is missing or stale, then serve it all.
await buildFrontEnds();
await import('../api/src/main.ts');
