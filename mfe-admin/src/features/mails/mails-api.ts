import type { MailPreview, One } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/admin/mail-previews: every mail Exceed sends, written with sample data. */
export function useMailPreviews() {
  return useApi<One<MailPreview[]>>('/admin/mail-previews');
}
