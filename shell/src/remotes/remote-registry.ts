import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Federation name → address of the remote's mf-manifest.json, as /remotes.json says at run time. */
export type RemoteMap = Record<string, string>;

/** Where the shell learns the remotes' addresses; editing that file moves a remote without a rebuild. */
export const REMOTES_URL = '/remotes.json';

let registration: Promise<void> | null = null;

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/** Registers every remote of /remotes.json once per page. */
export function registerRemoteMap(): Promise<void> {
  registration ??= fetchRemoteMap().then((map) => {
    registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: absolute(entry) })));
  });
  // A failed fetch must not stick: the next load tries again.
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/**
 * Reads /remotes.json again and replaces one remote's registration, for Retry after it failed to load.
 * Only that remote is replaced: the others keep the modules they already loaded.
 */
export async function reregisterRemote(name: string): Promise<void> {
  await registerRemoteMap();
  const entry = (await fetchRemoteMap())[name];
  if (entry) registerRemotes([{ name, entry: absolute(entry) }], { force: true });
}

/** Loads `remote/module` (for example `mfe_client/routes`) once registration is done. */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  await registerRemoteMap();
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`${remote}/${module} could not be loaded`);
  return loaded;
}
