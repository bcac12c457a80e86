import type { RuntimeConfig } from '@exceed/contract';
import { useEffect, useState } from 'react';

/** Where the API's process serves the runtime configuration (api/src/web/web-mount.ts). */
const RUNTIME_CONFIG_URL = '/config.json';

/** What the page uses when the server's answer cannot be read (the dev server, a failed fetch). */
const FALLBACK: RuntimeConfig = { adminUrl: '/admin' };

let loading: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

/**
 * Reads the deploy's runtime configuration (GET /config.json, served by the API's process), once per
 * page: what an operator sets there takes effect on the next page load, with no rebuild. A failed read
 * falls back to the defaults rather than leaving a signed-in user on a loading page.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
      return response.json() as Promise<RuntimeConfig>;
    })
    .catch((error: unknown) => {
      console.error('Could not read the runtime configuration', error);
      return FALLBACK;
    })
    .then((config) => {
      loaded = config;
      return config;
    });
  return loading;
}

/** The runtime configuration, undefined until it is read (loadRuntimeConfig starts the read). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [config, setConfig] = useState(loaded ?? undefined);
  useEffect(() => {
    if (config) return;
    let current = true;
    void loadRuntimeConfig().then((answer) => {
      if (current) setConfig(answer);
    });
    return () => {
      current = false;
    };
  }, [config]);
  return config;
}
