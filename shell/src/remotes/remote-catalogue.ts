import type * as AdminRoutes from '@exceed/mfe-admin/routes';
import type * as ClientRoutes from '@exceed/mfe-client/routes';
import type * as CoachRoutes from '@exceed/mfe-coach/routes';
import type * as TeamRoutes from '@exceed/mfe-coach/team';
import type * as PublicPages from '@exceed/mfe-public/pages';
import type * as SettingsApps from '@exceed/mfe-settings/apps';
import type * as SettingsDialog from '@exceed/mfe-settings/settings-dialog';
import type { JSXElementConstructor } from 'react';

/**
 * What the shell renders from its remotes: federation name (as in /remotes.json) → exposed module (the
 * remote's package.json `exports`, which its rspack config exposes) → the module's exports. Types only:
 * `import type` is erased at build, so no remote code lands in the shell's bundle, yet `npm run typecheck`
 * fails when a remote renames or drops an export the shell uses or changes its props. To render a newly
 * exposed module, add its `import type` above and its entry here.
 */
export interface RemoteCatalogue {
  mfe_public: { pages: typeof PublicPages };
  mfe_client: { routes: typeof ClientRoutes };
  mfe_coach: { routes: typeof CoachRoutes; team: typeof TeamRoutes };
  mfe_settings: { 'settings-dialog': typeof SettingsDialog; apps: typeof SettingsApps };
  mfe_admin: { routes: typeof AdminRoutes };
}

/** A remote's federation name. */
export type RemoteName = keyof RemoteCatalogue;

/** A module the remote `R` exposes, as the federation names it (`pages` for `./pages`). */
export type RemoteModule<R extends RemoteName> = keyof RemoteCatalogue[R] & string;

type ExportsOf<R extends RemoteName, M extends RemoteModule<R>> = RemoteCatalogue[R][M];

/** The names of a module's exports that are components. */
type ComponentNames<Exports> = {
  [N in keyof Exports]: Exports[N] extends JSXElementConstructor<never> ? N : never;
}[keyof Exports] &
  string;

/** The default export may go unnamed, as a federated module's `default`. */
type NameField<N extends string> = N extends 'default' ? { name?: N } : { name: N };

/** Props may be left out when the component needs none. */
type PropsField<Props> = Record<never, never> extends Props ? { props?: Props } : { props: Props };

/** A component's props; none (not `unknown`) for a component without parameters. */
type PropsOf<Component> =
  Component extends JSXElementConstructor<infer Props>
    ? unknown extends Props
      ? Record<string, never>
      : Props
    : never;

/** One component export of the module `M` of remote `R`: its name and the props it takes. */
export type ExportedComponent<R extends RemoteName, M extends RemoteModule<R>> = {
  [N in ComponentNames<ExportsOf<R, M>>]: NameField<N> & PropsField<PropsOf<ExportsOf<R, M>[N]>>;
}[ComponentNames<ExportsOf<R, M>>];

/** Any component the shell can render from a remote: remote, module, export and that export's props. */
export type RemoteComponent = {
  [R in RemoteName]: {
    [M in RemoteModule<R>]: { remote: R; module: M } & ExportedComponent<R, M>;
  }[RemoteModule<R>];
}[RemoteName];
