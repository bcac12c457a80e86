/** The environment this build was made for (tools/app-config.ts writes it in); `production` is the release. */
export const APP_ENV = process.env.APP_ENV || 'development';

/** Where a super-admin lands after signing in when no redirect was saved; null when none is configured. */
export const ADMIN_URL = process.env.ADMIN_URL || null;
