import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An end-user's claims at the test provider (their subject aside). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
}

/** A client registered at the test provider: the app's credentials and its callback. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** A real OpenID Connect provider on 127.0.0.1 for the API's OIDC clients to talk to. */
export interface TestOidcProvider {
  /** http://127.0.0.1:<port>: OIDC_ISSUER or MULTIPLAI_ISSUER of the app under test. */
  issuer: string;
  /** Adds an end-user and answers their subject, which is also what they type as login. */
  addAccount(claims: TestAccountClaims): string;
  /**
   * Plays the user's browser at the provider from the authorization URL the app redirected to: signs in as
   * `subject` on the login form, consents, and answers where the provider sends the browser back (the
   * redirect URI with code and state, or with an error). A fresh browser each time: no provider session.
   */
  authorize(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestOidcOptions {
  /** 0 (the default) picks a free port; a fixed one lets the app be configured before the provider starts. */
  port?: number;
  /** Claims of a login typed on the login form that addAccount did not add (a browser test's person). */
  anyLogin?: (login: string) => TestAccountClaims;
}

/**
 * Starts oidc-provider (v9) with the given clients, its development login and consent pages, PKCE required
 * of every client, the email and profile claims of the accounts added, and refresh tokens issued to
 * clients allowed the grant (without offline_access, so the app's storage of them is exercised).
 */
export async function startOidcProvider(
  clients: TestClient[],
  options: TestOidcOptions = {},
): Promise<TestOidcProvider> {
  const server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestAccountClaims>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub) ?? options.anyLogin?.(sub);
      return claims && { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'preferred_username'],
    },
    cookies: { keys: [randomUUID()] },
    jwks: { keys: [signingKey] },
    // Lifetimes in seconds, set so the provider does not log that it uses its defaults.
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 86_400,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    pkce: { required: () => true },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    addAccount(claims) {
      const subject = randomUUID();
      accounts.set(subject, claims);
      return subject;
    },
    authorize: (authorizationUrl, subject) => playBrowser(issuer, authorizationUrl, subject),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Steps a sign-in takes at most: authorize, login page, login, resume, consent page, consent, resume. */
const MAX_STEPS = 12;

async function playBrowser(issuer: string, authorizationUrl: string, subject: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const headers = new Headers({
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    });
    if (form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      redirect: 'manual',
      ...(form ? { body: form } : {}),
    });
    keepCookies(cookies, response.headers);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = undefined;
      if (url.origin !== new URL(issuer).origin) return url;
      continue;
    }
    // One of the development interaction pages: a form with a hidden "prompt" field.
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]* action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) {
      throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 500)}`);
    }
    url = new URL(action, url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}

/** A browser's cookie jar, simplified: one value per name, whatever the path. */
function keepCookies(cookies: Map<string, string>, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
    if (value === '' || expired) cookies.delete(name);
    else cookies.set(name, value);
  }
}
