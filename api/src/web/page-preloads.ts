/**
 * What a shell page fetches first, named in a `Link` header so the browser fetches it beside the page
 * instead of after the shell's script has run (DESIGN.md "Budgets": the first visit's LCP): the remote
 * map and the runtime configuration (shell/src/remotes/remote-registry.ts, shell/src/runtime-config.ts),
 * and, on every page but the signed-in areas, the public remote's manifest and entry, which a guest's
 * first page always loads. Fetched as the shell and the federation runtime fetch them (a fetch with no
 * credentials option; a classic script), so the browser hands each preload to that request.
 */

/** The areas of signed-in people (SPEC §2): their pages are another remote's, never the public one's. */
const AREA_PAGE = /^\/(b|c|t|admin)(\/|$)/;
/** The federation name of the public pages' remote in remotes.json. */
const PUBLIC_REMOTE = 'mfe_public';
/** Every remote's entry sits beside its manifest under this name (tools/app-config.ts). */
const REMOTE_ENTRY = 'remoteEntry.js';

const fetchLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

/** The public remote's manifest address in remotes.json's text, if it names one. */
function publicManifest(remotesJson: string): string | undefined {
  try {
    const entry = (JSON.parse(remotesJson) as Record<string, unknown> | null)?.[PUBLIC_REMOTE];
    return typeof entry === 'string' && /^(\/|https?:\/\/)[^\s<>,;]+$/i.test(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** The `Link` header of the shell page at `path`, given remotes.json's text. */
export function pagePreloads(path: string, remotesJson: string, runtimeConfigPath: string): string {
  const links = [fetchLink('/remotes.json'), fetchLink(runtimeConfigPath)];
  const manifest = AREA_PAGE.test(path) ? undefined : publicManifest(remotesJson);
  if (manifest) {
    links.push(fetchLink(manifest));
    links.push(`<${manifest.replace(/[^/]*$/, REMOTE_ENTRY)}>; rel=preload; as=script`);
  }
  return links.join(', ');
}
