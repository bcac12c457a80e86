import type { One, UnsubscribeResource } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}` as const;

/**
 * GET /v1/unsubscribe/{token}: whose mail of which kind a mailed link turns off, and whether it still
 * comes. A bad link is a 404 the page says in place, so no toast; nothing changes it behind the page's
 * back, so it is not read again when the tab regains focus.
 */
export function useUnsubscribe(token: string) {
  return useApi<One<UnsubscribeResource>>(path(token), undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}

/** POST /v1/unsubscribe/{token}: turns that kind's mail off; answers as the GET, which it changes. */
export function unsubscribe(token: string) {
  return api.post<One<UnsubscribeResource>>(path(token), undefined, { revalidates: [path(token)] });
}
