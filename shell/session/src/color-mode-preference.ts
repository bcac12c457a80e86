import { api } from './api-client.ts';
import type { ColorMode, SessionUser } from './session-store.ts';
import { sessionStore } from './session-store.ts';

/**
 * Applies a colour mode at once and, for a signed-in user, stores it as their preference (SPEC §2 Settings →
 * Appearance, and the meta+shift+D shortcut), so it follows them to other devices. A failed save keeps the
 * choice on this device and reports through the client (SPEC §8).
 */
export async function chooseColorMode(mode: ColorMode): Promise<void> {
  const { user, setColorMode } = sessionStore.getState();
  setColorMode(mode);
  if (!user) return;
  // No cached read shows the preference: the session holds it.
  const answer = await api.patch<{ data: SessionUser }>(
    `/users/${user.id}`,
    { colorMode: mode },
    { revalidates: [] },
  );
  // The answer is the user as saved; keep the session's copy current (a later sign-in reads colorMode).
  if (sessionStore.getState().user?.id === answer.data.id) sessionStore.getState().signIn(answer.data);
}
