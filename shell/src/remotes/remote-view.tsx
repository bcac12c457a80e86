import { Button, EmptyState } from '@exceed/design-system';
import { preload, statusOf } from '@exceed/session';
import { Component, type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import { isStaleCodeError, mayReload } from '../behaviour/reload-guard.ts';
import { PageSkeleton } from '../pages/page-skeleton.tsx';
import type { RemoteComponent, RemoteModule, RemoteName } from './remote-catalogue.ts';
import { loadRemoteModule, reregisterRemote } from './remote-registry.ts';

// What the module holds is checked where RemoteView is used (remote-catalogue.ts); here it is looked up by name.
type Exposed = Record<string, ComponentType<Record<string, unknown>>>;

const modules = new Map<string, Promise<Exposed>>();

function moduleOf(remote: RemoteName, module: string): Promise<Exposed> {
  const key = `${remote}/${module}`;
  let pending = modules.get(key);
  if (!pending) {
    pending = loadRemoteModule<Exposed>(remote, module);
    modules.set(key, pending);
  }
  return pending;
}

/** Starts loading a remote's module before it is shown (a hovered link), at most 4 at once. */
export function preloadRemote<R extends RemoteName>(remote: R, module: RemoteModule<R>): void {
  preload(`${remote}/${module}`, () => moduleOf(remote, module));
}

/**
 * The remote's component: federation name (`remote`, as in /remotes.json), exposed module (`module`, for
 * example `routes` or `pages`), named export (`name`; `default` when left out) and the props handed to it,
 * all checked against the remote's own types (remote-catalogue.ts).
 */
export type RemoteViewProps = RemoteComponent & {
  /** What to show while the remote loads; a page skeleton by default. */
  loading?: ReactNode;
};

function Loaded({ remote, module, name = 'default', props }: RemoteViewProps) {
  const exposed = use(moduleOf(remote, module));
  const View = exposed[name];
  if (!View) throw new Error(`${remote}/${module} has no export ${name}`);
  return <View {...props} />;
}

/**
 * Renders a component from a remote inside the shell's layout. A remote that cannot load shows a fallback
 * with Retry; nothing outside this box is affected.
 */
export function RemoteView(props: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    modules.delete(`${props.remote}/${props.module}`);
    // The remote may have moved since the first try: read /remotes.json again.
    await reregisterRemote(props.remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={props.loading ?? <PageSkeleton />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (statusOf(error) !== undefined) return;
    console.error('A remote failed to load', error);
    // After a deploy the old chunks are gone: one reload fetches the new ones (not again within 10 s).
    if (isStaleCodeError(error) && mayReload(window.location.pathname)) window.location.reload();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // A remote that loaded and then answered "not found" (a status) is no loading failure: the route's
    // error page handles it.
    if (statusOf(error) !== undefined) throw error;
    return (
      <div role="alert" className="shell-remote-fallback">
        <EmptyState
          title="This part of Exceed could not be loaded"
          description="Check your connection and try again. The rest of the app keeps working."
          action={<Button onClick={this.props.onRetry}>Retry</Button>}
        />
      </div>
    );
  }
}
