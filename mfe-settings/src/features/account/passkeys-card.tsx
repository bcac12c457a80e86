import { bodyCheck, type PasskeyResource, renamePasskeySchema } from '@exceed/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Form,
  Input,
  LoadError,
  toast,
  useForm,
} from '@exceed/design-system';
import { api } from '@exceed/session';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { deviceName, passkeyFailure } from './passkey-messages.ts';
import '../../lib/settings-list.css';
import { addPasskey, removePasskey, renamePasskey, usePasskeys } from './passkeys-api.ts';

const checkName = bodyCheck(renamePasskeySchema);

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * The Passkeys card of the Account tab: the user's passkeys (added, last used), adding one through the
 * browser's prompt, renaming and removing (after a confirmation). A browser without WebAuthn says so
 * instead of offering to add one.
 */
export function PasskeysCard() {
  const titleId = useId();
  const { data, error, mutate } = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();
  const add = async () => {
    setAdding(true);
    setFailure(null);
    try {
      const passkey = await addPasskey(deviceName(navigator.userAgent));
      toast({
        title: 'Passkey added',
        description: `“${passkey.name}” can now sign you in.`,
        variant: 'success',
      });
    } catch (caught) {
      setFailure(passkeyFailure(caught));
    } finally {
      setAdding(false);
    }
  };
  const passkeys = data?.data;
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId}>Passkeys</Card.Title>
          <Card.Description>
            A passkey signs you in with your device's fingerprint, face or screen lock: no code to type, and
            nothing a fake site could steal.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          {error ? (
            <LoadError error={error} retry={() => mutate()} what="your passkeys" />
          ) : passkeys === undefined ? (
            <p className="settings-list__meta">Loading your passkeys…</p>
          ) : passkeys.length === 0 ? (
            <EmptyState
              size="compact"
              titleAs="p"
              icon={<KeyIcon />}
              title="No passkeys yet"
              description="Add one to sign in on this device without a code."
            />
          ) : (
            <ul className="settings-list" aria-label="Your passkeys">
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
          )}
          {failure ? (
            <p role="alert" className="settings-passkeys__failure">
              {failure}
            </p>
          ) : null}
        </Card.Content>
        <Card.Footer>
          {supported ? (
            <Button onClick={() => void add()} loading={adding} disabled={adding}>
              {adding ? 'Waiting for your device…' : 'Add a passkey'}
            </Button>
          ) : (
            <p className="settings-list__meta">
              This browser cannot make passkeys. Open Exceed in a recent Chrome, Safari, Edge or Firefox to
              add one.
            </p>
          )}
        </Card.Footer>
      </section>
    </Card>
  );
}

/** One passkey: its name and dates, Rename (a small form in place) and Remove (after asking). */
function PasskeyRow({ passkey }: { passkey: PasskeyResource }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = useForm({
    initialValues: { name: passkey.name },
    validate: checkName,
    onSubmit: async ({ name }) => {
      await renamePasskey(passkey.id, { name });
      setRenaming(false);
    },
  });
  const remove = async () => {
    try {
      await removePasskey(passkey.id);
      toast({ title: 'Passkey removed', description: `“${passkey.name}” no longer signs you in.` });
    } catch (caught) {
      api.notifyFailure('The passkey was not removed', caught);
      throw caught;
    }
  };
  return (
    <li className="settings-list__item">
      {renaming ? (
        <Form form={form} className="settings-passkey__rename" aria-label={`Name of ${passkey.name}`}>
          <Input label="Name" autoComplete="off" maxLength={60} {...form.register('name')} />
          <div className="settings-list__actions">
            <Button type="submit" size="sm" loading={form.submitting}>
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <div className="settings-list__text">
            <span className="settings-list__name">
              {passkey.name}
              {passkey.backedUp ? <Badge>Synced</Badge> : null}
            </span>
            <span className="settings-list__meta">
              Added {day(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used to sign in yet'}
            </span>
          </div>
          <div className="settings-list__actions">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${passkey.name}`}
            >
              Rename
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRemoving(true)}
              aria-label={`Remove ${passkey.name}`}
            >
              Remove
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this passkey?"
        description={`“${passkey.name}” will no longer sign you in. You stay signed in here, and you can add it again later.`}
        confirmLabel="Remove passkey"
        onConfirm={remove}
      />
    </li>
  );
}

/** A key, for the empty list (decorative: EmptyState hides it from screen readers). */
function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.3-9.3M16 7l3 3M14 9l2 2" />
    </svg>
  );
}
