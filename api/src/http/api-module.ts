import type { Route } from './define-route.ts';

/**
 * A feature of the API (modules/<feature>/): its routes. Features never import each other (STYLE.md
 * habit 6); modules/index.ts, the app layer, lists them.
 */
export interface ApiModule {
  /** The feature's folder name, for logs. */
  name: string;
  routes: Route[];
}
