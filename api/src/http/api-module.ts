import type { Route } from './define-route.ts';

/**
 * A feature of the API (modules/<feature>/): its routes. Features never import each other (STYLE.md
 * habit 6): what two of them share sits below modules/, in payments/, the domain (bookings/, workshops/)
 * or a lower layer such as presenters/ or storage/ (docs/architecture.md "Layers"). modules/index.ts
 * lists them for the app (app.ts).
 */
export interface ApiModule {
  /** The feature's folder name, for logs. */
  name: string;
  routes: Route[];
}
