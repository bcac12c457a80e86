/**
 * GET /config.json: what the front end must know of the deploy at run time. Served by the API's process
 * beside /remotes.json, outside /v1 (api/src/web/web-mount.ts), and read by the shell at start
 * (shell/src/runtime-config.ts): what an operator sets needs a restart, not a rebuild of the front end.
 */
export interface RuntimeConfig {
  /** Where a super-admin lands after signing in with no saved redirect (ADMIN_URL): a URL or a path. */
  adminUrl: string;
}
