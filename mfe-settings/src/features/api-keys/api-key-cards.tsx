import {
  API_KEY_AREAS,
  API_KEY_LIFETIMES,
  type ApiKeyArea,
  type ApiKeyResource,
  type ApiKeyScope,
  bodyCheck,
  createApiKeySchema,
} from '@exceed/contract';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Fieldset,
  Form,
  Input,
  LoadError,
  Select,
  toast,
  useForm,
} from '@exceed/design-system';
import { api } from '@exceed/session';
import { useId, useState } from 'react';
import { createApiKey, revokeApiKey, useApiKeys } from './api-keys-api.ts';
import { NewKeySecret } from './new-key-secret.tsx';
import '../../lib/settings-list.css';
import './api-keys.css';

const checkKey = bodyCheck(createApiKeySchema);
const AREAS = Object.entries(API_KEY_AREAS) as Array<[ApiKeyArea, string]>;
const JUST_ME = 'me';
const NO_END = 'never';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * The API key cards of Settings → Account, after the account's own (SPEC's dialog has two tabs): the
 * user's keys and those of the teams they run, making one (name, team, scopes, lifetime; its secret shown
 * once), and revoking one after asking.
 */
export default function ApiKeyCards() {
  const { data, error, mutate } = useApiKeys();
  const [made, setMade] = useState<(ApiKeyResource & { token: string }) | null>(null);
  return (
    <div className="api-keys-cards">
      <Card asChild>
        <section aria-labelledby="api-keys-title">
          <Card.Header>
            <Card.Title id="api-keys-title">API keys</Card.Title>
            <Card.Description>
              A key lets your own tools and scripts use the Exceed API as you, or as a team you run, limited
              to what you allow. Send it as <code>Authorization: Bearer exk_…</code>; the{' '}
              <a href="/v1/docs" target="_blank" rel="noreferrer">
                API documentation
              </a>{' '}
              takes one to try requests.
            </Card.Description>
          </Card.Header>
          <Card.Content>
            {made ? <NewKeySecret apiKey={made} onDone={() => setMade(null)} /> : null}
            {error ? (
              <LoadError error={error} retry={() => mutate()} what="your API keys" />
            ) : data === undefined ? (
              <p className="settings-list__meta">Loading your API keys…</p>
            ) : data.data.length === 0 ? (
              <EmptyState
                size="compact"
                titleAs="p"
                title="No API keys yet"
                description="Make one below when a tool of yours needs to reach Exceed."
              />
            ) : (
              <ul className="settings-list" aria-label="Your API keys">
                {data.data.map((key) => (
                  <KeyRow key={key.id} apiKey={key} />
                ))}
              </ul>
            )}
          </Card.Content>
        </section>
      </Card>
      {data ? <MakeKeyCard teams={data.meta.teams} onMade={setMade} /> : null}
    </div>
  );
}

/** One key: name, team, the start of its secret, what it may do, its dates; Revoke after asking. */
function KeyRow({ apiKey }: { apiKey: ApiKeyResource }) {
  const [revoking, setRevoking] = useState(false);
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) < Date.now();
  const revoke = async () => {
    try {
      await revokeApiKey(apiKey.id);
      toast({ title: 'API key revoked', description: `“${apiKey.name}” no longer works.` });
    } catch (caught) {
      api.notifyFailure('The key was not revoked', caught);
      throw caught;
    }
  };
  return (
    <li className="settings-list__item">
      <div className="settings-list__text">
        <span className="settings-list__name">
          {apiKey.name}
          <Badge>{apiKey.team ? apiKey.team.name : 'Personal'}</Badge>
          {expired ? <Badge variant="danger">Expired</Badge> : null}
        </span>
        <code className="settings-list__meta">{apiKey.prefix}…</code>
        <span className="settings-list__meta">{apiKey.scopes.join(' · ')}</span>
        <span className="settings-list__meta">
          Made {day(apiKey.createdAt)} by {apiKey.createdBy.name} ·{' '}
          {apiKey.lastUsedAt ? `last used ${day(apiKey.lastUsedAt)}` : 'not used yet'} ·{' '}
          {apiKey.expiresAt ? `${expired ? 'expired' : 'expires'} ${day(apiKey.expiresAt)}` : 'no end'}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setRevoking(true)}
        aria-label={`Revoke ${apiKey.name}`}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revoke this API key?"
        description={`Whatever uses “${apiKey.name}” is refused from its next request. This cannot be undone: make a new key instead.`}
        confirmLabel="Revoke key"
        onConfirm={revoke}
      />
    </li>
  );
}

interface KeyValues {
  name: string;
  owner: string;
  lifetime: string;
  scopes: ApiKeyScope[];
}

/** Making a key: its name, whom it acts for, how long it lives, and a read and a write box per area. */
function MakeKeyCard({
  teams,
  onMade,
}: {
  teams: ReadonlyArray<{ id: string; name: string }>;
  onMade: (key: ApiKeyResource & { token: string }) => void;
}) {
  const titleId = useId();
  const scopesErrorId = useId();
  const body = (values: KeyValues) => ({
    name: values.name,
    scopes: values.scopes,
    expiresInDays: values.lifetime === NO_END ? null : (Number(values.lifetime) as 30 | 90 | 365),
    tenantId: values.owner === JUST_ME ? null : values.owner,
  });
  const form = useForm<KeyValues>({
    initialValues: { name: '', owner: JUST_ME, lifetime: '90', scopes: [] },
    validate: (values) => checkKey(body(values)),
    onSubmit: async (values, api) => {
      onMade(await createApiKey(body(values)));
      api.reset();
    },
  });
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    form.setValue(
      'scopes',
      on ? [...form.values.scopes, scope] : form.values.scopes.filter((s) => s !== scope),
    );
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId}>Make an API key</Card.Title>
          <Card.Description>
            Give it only what the tool needs. A team’s key acts for that team alone, and stops working if you
            stop running the team.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <Form form={form} className="api-key-form" aria-labelledby={titleId}>
            <Input
              label="Name"
              placeholder="Bookings sync"
              maxLength={60}
              autoComplete="off"
              {...form.register('name')}
            />
            <div className="api-key-form__row">
              <Select
                label="Acts for"
                options={[
                  { value: JUST_ME, label: 'Just me' },
                  ...teams.map((team) => ({ value: team.id, label: `The team ${team.name}` })),
                ]}
                value={form.values.owner}
                onChange={(value) => form.setValue('owner', value)}
              />
              <Select
                label="Expires"
                options={[
                  ...API_KEY_LIFETIMES.map((days) => ({
                    value: String(days),
                    label: days === 365 ? 'In a year' : `In ${days} days`,
                  })),
                  { value: NO_END, label: 'Never' },
                ]}
                value={form.values.lifetime}
                onChange={(value) => form.setValue('lifetime', value)}
              />
            </div>
            <Fieldset
              legend="What it may do"
              className="api-key-form__scopes"
              // The group is the field a missing scope is about: a failed save focuses it and reads the error.
              aria-invalid={form.errors.scopes ? true : undefined}
              aria-describedby={form.errors.scopes ? scopesErrorId : undefined}
              tabIndex={-1}
            >
              <ul className="api-key-scopes">
                {AREAS.map(([area, description]) => (
                  <li key={area} className="api-key-scopes__area">
                    <span className="api-key-scopes__what">{description}</span>
                    {(['read', 'write'] as const).map((access) => {
                      const scope: ApiKeyScope = `${area}:${access}`;
                      return (
                        <Checkbox
                          key={access}
                          label={
                            <>
                              {access === 'read' ? 'Read' : 'Change'} <code>{scope}</code>
                            </>
                          }
                          checked={form.values.scopes.includes(scope)}
                          onCheckedChange={(checked) => toggle(scope, checked === true)}
                        />
                      );
                    })}
                  </li>
                ))}
              </ul>
              {form.errors.scopes ? (
                <p id={scopesErrorId} className="api-key-form__error">
                  {form.errors.scopes}
                </p>
              ) : null}
            </Fieldset>
            <div className="api-key-form__actions">
              <Button type="submit" loading={form.submitting}>
                Make key
              </Button>
            </div>
          </Form>
        </Card.Content>
      </section>
    </Card>
  );
}
