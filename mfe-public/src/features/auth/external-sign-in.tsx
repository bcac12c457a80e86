import { Button } from '@exceed/design-system';
import { useSignInProviders } from './auth-api.ts';

/** Why the external sign-in sent the browser back to /login?error=… (api/src/modules/oidc). */
export const EXTERNAL_SIGN_IN_ERRORS: Record<string, string> = {
  oidc: 'Signing in with your external account did not work. Try again, or use a code by email.',
  oidc_unverified_email:
    'Your external account has not verified its email address, so it cannot be linked to an Exceed account. Sign in with a code instead.',
  suspended: 'This account is suspended. Contact support for help.',
};

/**
 * "Continue with …" for each external provider this deployment configures (none: nothing shows). It is
 * a navigation, not a fetch: the provider's pages take over, and come back to the saved redirect.
 */
export function ExternalSignIn({ redirect }: { redirect: string | null }) {
  const { data } = useSignInProviders();
  const providers = data?.data ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="auth-external">
      <p className="auth-divider">
        <span>or</span>
      </p>
      {providers.map((provider) => (
        <Button key={provider.id} asChild variant="outline">
          <a href={`${provider.url}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>
            Continue with {provider.name}
          </a>
        </Button>
      ))}
    </div>
  );
}
