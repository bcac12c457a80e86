import type { Config } from './config.ts';

/** Where the world can reach Exceed: nothing may stand in for a real service there. */
export const isDeployed = (appEnv: Config['appEnv']): boolean =>
  appEnv === 'production' || appEnv === 'staging';

/** Mail domains that deliver nowhere (RFC 2606 and 6761), so a sender there is a placeholder. */
const NOWHERE = /(^|\.)(example\.(com|org|net)|example|invalid|localhost|local|test)$/i;

/** The address of a MAIL_FROM, bare or in angle brackets ("Exceed <no-reply@exceed.app>"). */
function senderAddress(mailFrom: string): string {
  return /<([^>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * What keeps a deployed Exceed (APP_ENV production or staging) from running safely, each named with the
 * setting to change: the built-in Stripe emulator would take payments and charge nothing, the mail outbox
 * would keep every sign-in code on one replica's disk, a placeholder sender would not be delivered,
 * cookies and mailed links need https, files kept on one process's disk are missing to the others, and
 * the demo's known super-admin password must never reach the internet. Checked at start by loadConfig,
 * which names every problem at once (issue 32).
 */
export function deployedProblems(config: Config, settings: { mailFromSet: boolean }): string[] {
  if (!isDeployed(config.appEnv)) return [];
  const where = `with APP_ENV=${config.appEnv}`;
  const problems: string[] = [];
  if (!config.stripe) {
    problems.push(
      `STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set ${where}: without them payments go to the built-in emulator and nothing is charged`,
    );
  }
  if (config.stripe && config.stripeConnect && !config.stripeConnectWebhookSecret) {
    problems.push(
      `STRIPE_CONNECT_WEBHOOK_SECRET must be set with STRIPE_CONNECT=true ${where}: Stripe signs coaches' account events with the Connect endpoint's own secret, and without it their payout accounts never update`,
    );
  }
  if (!config.smtpUrl) {
    problems.push(
      `SMTP_URL must be set ${where}: without it mail (sign-in codes too) is written to DATA_DIR/outbox and never delivered`,
    );
  }
  const sender = senderAddress(config.mailFrom);
  const domain = sender.split('@')[1] ?? '';
  if (!settings.mailFromSet || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(sender) || NOWHERE.test(domain)) {
    problems.push(
      `MAIL_FROM must be a sender address at your own domain ${where}, e.g. "Exceed <no-reply@your-domain>" (got "${settings.mailFromSet ? config.mailFrom : ''}")`,
    );
  }
  if (URL.parse(config.appUrl)?.protocol !== 'https:') {
    problems.push(`APP_URL must be an https:// address ${where} (got "${config.appUrl}")`);
  }
  if (config.fileStorage === 'local' && config.webConcurrency > 1) {
    problems.push(
      `FILE_STORAGE=local keeps uploads on one disk: use database or s3 with WEB_CONCURRENCY=${config.webConcurrency}`,
    );
  }
  if (config.demoData && config.appEnv === 'production') {
    problems.push(
      'DEMO_DATA=true is refused with APP_ENV=production: its accounts share a published password',
    );
  }
  return problems;
}
