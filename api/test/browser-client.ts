import type { JsonResponse, TestApp } from './test-app.ts';

/**
 * A browser's view of the API for cookie-mode tests: it keeps cookies between calls, sends Origin as a
 * browser does, and echoes XSRF-TOKEN in X-XSRF-TOKEN the way the front end's API client does (turn that
 * off with `{ csrf: false }` to prove the 419).
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();
  readonly app: TestApp;
  /** Sent as X-Forwarded-For, for apps started with TRUST_PROXY: each browser its own IP (rate limits). */
  readonly ip: string | undefined;

  constructor(app: TestApp, options: { ip?: string } = {}) {
    this.app = app;
    this.ip = options.ip;
  }

  /** GET /v1/csrf-cookie, as the front end does before its first state-changing call. */
  async start(): Promise<this> {
    await this.json('/v1/csrf-cookie');
    return this;
  }

  async json<T = unknown>(
    path: string,
    init: RequestInit & { json?: unknown; csrf?: boolean } = {},
  ): Promise<JsonResponse<T>> {
    const { csrf = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('Origin', this.app.url);
    if (this.ip) headers.set('X-Forwarded-For', this.ip);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (csrf && xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    const response = await this.app.json<T>(path, { ...rest, headers });
    this.keepCookies(response.headers);
    return response;
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
