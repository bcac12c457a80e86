import { startOidcProvider } from '../../../api/test/oidc-provider.ts';

/**
 * The external sign-in provider of the browser tests (playwright.config.ts starts it before the app): a
 * real OpenID Connect provider whose login form takes any name, as a person with a verified address at
 * example.com.
 */
const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL ?? '';
await startOidcProvider(
  [
    {
      clientId: 'exceed-browser-tests',
      clientSecret: 'browser-tests-secret',
      redirectUri: `${appUrl}/v1/auth/connect/oidc/callback`,
    },
  ],
  {
    port,
    anyLogin: (login) => ({
      email: `${login}@example.com`,
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Single',
    }),
  },
);
console.log(`OpenID provider on http://127.0.0.1:${port}`);
