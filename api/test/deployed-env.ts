/**
 * Settings a deployed API (APP_ENV production or staging) must have to start (deployed-config.ts), with
 * stand-ins no test sends anything to.
 */
export const DEPLOYED_ENV = {
  APP_ENV: 'production',
  APP_URL: 'https://exceed.example.test',
  STRIPE_SECRET_KEY: 'sk_test_deployed',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_deployed',
  STRIPE_WEBHOOK_SECRET: 'whsec_deployed',
  SMTP_URL: 'smtp://mail.exceed.app:587',
  MAIL_FROM: 'Exceed <no-reply@exceed.app>',
} as const;
