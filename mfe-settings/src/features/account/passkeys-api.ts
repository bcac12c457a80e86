import type { AddPasskeyInput, One, PasskeyResource, RenamePasskeyInput } from '@exceed/contract';
import { api, useApi } from '@exceed/session';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';

const passkeysPath = '/auth/passkeys';

/** GET /v1/auth/passkeys: the signed-in user's passkeys, oldest first. */
export function usePasskeys() {
  return useApi<{ data: PasskeyResource[] }>(passkeysPath);
}

/**
 * Makes a passkey: the API's options (POST /v1/auth/passkeys/registration-options), the browser's prompt
 * (startRegistration, which throws when it is closed or fails), then POST /v1/auth/passkeys keeps it
 * under `name`. Every failure stays with the caller, which says it on the card (no toast besides).
 */
export async function addPasskey(name: string): Promise<PasskeyResource> {
  const options = await api.post<One<PublicKeyCredentialCreationOptionsJSON>>(
    `${passkeysPath}/registration-options`,
    {},
    { revalidates: [], notify: false },
  );
  const response = await startRegistration({ optionsJSON: options.data });
  const body = { name, response } as unknown as AddPasskeyInput;
  const added = await api.post<One<PasskeyResource>>(passkeysPath, body, {
    revalidates: [passkeysPath],
    notify: false,
  });
  return added.data;
}

/** PATCH /v1/auth/passkeys/{id}: a new name (a 422 on `name` for the form). */
export function renamePasskey(id: string, body: RenamePasskeyInput) {
  return api.patch<One<PasskeyResource>>(`${passkeysPath}/${id}`, body, { revalidates: [passkeysPath] });
}

/** DELETE /v1/auth/passkeys/{id}: the passkey no longer signs in; this session goes on. */
export function removePasskey(id: string) {
  return api.delete(`${passkeysPath}/${id}`, { revalidates: [passkeysPath] });
}
