/**
 * The Content-Security-Policy of the pages this process serves. Scripts come only from this site, the
 * remotes that remotes.json names and Stripe, never inline, never eval (the forms' validators are compiled
 * at build time: decision 0095); nothing may frame a page. One allowance, for something the front end
 * does: inline styles, because the dialogs' scroll lock (react-remove-scroll) writes a <style> element.
 */

/** Stripe.js, the frames it opens and the API it calls, as Stripe documents them for a CSP. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The video players a coach's introduction video may embed (design-system VideoEmbed). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The origins of the remotes named in remotes.json (`{ "mfe_public": "/remotes/…/mf-manifest.json" }`):
 * a path is this site ('self'); an address on another origin is that origin. Text that is not such a
 * map names none (the shell then shows its fallback, as it does for a remote it cannot reach).
 */
export function remoteOrigins(remotesJson: string): string[] {
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (remotes === null || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}

const directive = (name: string, sources: readonly string[]) => `${name} ${sources.join(' ')}`;

/**
 * The shell's policy: its remotes (scripts, their styles, fonts and manifests) and Stripe; the Stripe
 * emulator's address too when payments go to it (the card form posts the card there, as Stripe.js does).
 */
export function shellPolicy(remotes: readonly string[], emulatorUrl: string | undefined): string {
  const self = ["'self'", ...remotes];
  const emulator = emulatorUrl ? [new URL(emulatorUrl).origin] : [];
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [...self, ...STRIPE.script]),
    directive('style-src', [...self, "'unsafe-inline'"]),
    directive('font-src', [...self, 'data:']),
    // Avatars and video files may be anywhere on the web (a coach's link, a provider's picture).
    directive('img-src', ["'self'", 'data:', 'blob:', 'https:']),
    directive('media-src', ["'self'", 'https:']),
    directive('connect-src', [...self, ...STRIPE.connect, ...emulator]),
    directive('frame-src', [...STRIPE.frame, ...VIDEO_PLAYERS]),
    directive('frame-ancestors', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
  ].join('; ');
}

/** The API's docs page (Swagger UI, served from this site): its own scripts and inline styles only. */
export const DOCS_POLICY = [
  directive('default-src', ["'self'"]),
  directive('style-src', ["'self'", "'unsafe-inline'"]),
  directive('img-src', ["'self'", 'data:']),
  directive('frame-ancestors', ["'none'"]),
  directive('object-src', ["'none'"]),
].join('; ');
