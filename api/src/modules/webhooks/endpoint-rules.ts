import type { Config } from '../../config.ts';
import { validationFailed } from '../../errors.ts';
import { checkWebhookUrl, refusalMessage } from '../../webhooks/address-guard.ts';

/** How many endpoints a team may have: each event is one delivery per endpoint. */
export const MAX_ENDPOINTS_PER_TEAM = 20;

/**
 * 422 on `url` unless the address may take webhooks (webhooks/address-guard.ts): checked before anything is
 * written and outside any transaction, since it asks DNS.
 */
export async function assertDeliverableUrl(config: Config, url: string): Promise<void> {
  const checked = await checkWebhookUrl(url, config.webhookAllowedPrivate);
  if (!checked.ok) throw validationFailed({ url: [refusalMessage(checked.refusal)] });
}
