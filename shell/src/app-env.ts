/** The environment this build was made for (tools/app-config.ts writes it in); `production` is the release. */
export const APP_ENV = process.env.APP_ENV || 'development';
