import {
  bodyCheck,
  type CurrentTenantResource,
  MEETING_PROVIDER_LABELS,
  MEETING_PROVIDERS,
  updateTenantSchema,
} from '@exceed/contract';
import {
  Button,
  Card,
  Form,
  formatEnum,
  Input,
  Select,
  Skeleton,
  toast,
  useForm,
} from '@exceed/design-system';
import { teamPath, usePageTitle } from '@exceed/session';
import { useNavigate } from 'react-router';
import { useCurrentTeam } from '../../lib/current-team-api.ts';
import { TaxRegistrationSection } from './tax-registration-form.tsx';
import { updateTeam } from './team-settings-api.ts';
import { WebhooksSection } from './webhooks-section.tsx';
import './webhooks.css';

const checkTeam = bodyCheck(updateTenantSchema);

/** The fields of the form, as text (an empty email or domain is none). */
const valuesOf = (team: CurrentTenantResource) => ({
  name: team.name,
  slug: team.slug,
  email: team.email ?? '',
  domain: team.domain ?? '',
  meetingProvider: team.meetingProvider as string,
});

const MEETING_OPTIONS = MEETING_PROVIDERS.map((provider) => ({
  value: provider,
  label: MEETING_PROVIDER_LABELS[provider],
}));

type TeamValues = ReturnType<typeof valuesOf>;

/** What the API is sent: the email trimmed and lowercased (SPEC §5), an emptied email or domain as none. */
function bodyOf(values: Partial<TeamValues>) {
  const body: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(values)) {
    const text = value.trim();
    body[field] = field === 'email' ? text.toLowerCase() || null : field === 'domain' ? text || null : text;
  }
  return body;
}

function TeamSettingsForm({ team }: { team: CurrentTenantResource }) {
  const navigate = useNavigate();
  // The API says whether the caller may change the team (owners, admins and the platform).
  const manages = team.abilities.edit;
  const form = useForm<TeamValues>({
    initialValues: valuesOf(team),
    validate: (values) => checkTeam(bodyOf(values)),
    onSubmit: async (_values, current) => {
      const { data } = await updateTeam(team.id, bodyOf(current.changedValues() as Partial<TeamValues>));
      current.reset(valuesOf({ ...team, ...data }));
      toast({ title: 'Team saved', description: data.name, variant: 'success' });
      // The team's pages carry its slug: a new one moves the browser with it.
      if (data.slug !== team.slug) navigate(teamPath(data.slug, 'settings'), { replace: true });
    },
  });
  return (
    <Form form={form} aria-labelledby="team-settings-title" className="coach-stack">
      <fieldset disabled={!manages} className="coach-stack">
        <Input label="Name" required {...form.register('name')} />
        <Input
          label="Slug"
          required
          description={`The team's address: ${window.location.origin}/t/${form.values.slug || team.slug}`}
          {...form.register('slug')}
        />
        <Input label="Email" type="email" {...form.register('email')} />
        <Input label="Domain" placeholder="example.com" {...form.register('domain')} />
        <Select
          label="Meeting links"
          description="How online sessions get the link their attendees join by. A coach may give any session a link of their own."
          options={MEETING_OPTIONS}
          {...form.register('meetingProvider')}
        />
      </fieldset>
      <dl className="coach-stack">
        <dt>Plan</dt>
        <dd>{formatEnum(team.plan)}</dd>
      </dl>
      {manages ? (
        <div className="coach-row-actions">
          <Button type="submit" disabled={!form.dirty} loading={form.submitting}>
            {form.submitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      ) : (
        <p className="coach-note">Only the owners and admins of a team may change it.</p>
      )}
    </Form>
  );
}

/**
 * /t/:slug/settings: the team's name, slug, email and domain (the plan is shown, and only the platform
 * changes it), its taxes and, for its owners and admins, its webhooks.
 */
export default function TeamSettingsPage() {
  usePageTitle('Team settings');
  const team = useCurrentTeam().data?.data;
  return (
    <section aria-labelledby="team-settings-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="team-settings-title">Team settings</h1>
      </header>
      <Card>
        <Card.Content>
          {team ? <TeamSettingsForm key={team.id} team={team} /> : <Skeleton shape="rect" height="16rem" />}
        </Card.Content>
      </Card>
      {team ? (
        <Card asChild>
          <section aria-labelledby="team-taxes-title">
            <Card.Header>
              <Card.Title id="team-taxes-title" as="h2">
                Taxes
              </Card.Title>
              <Card.Description>
                What your team charges in VAT or sales tax, shown apart on every price, invoice and statement.
              </Card.Description>
            </Card.Header>
            <Card.Content>
              <TaxRegistrationSection key={team.id} manages={team.abilities.edit} />
            </Card.Content>
          </section>
        </Card>
      ) : null}
      {/* Where the team's data is sent is its managers' business: the API lets no one else in. */}
      {team?.abilities.edit ? <WebhooksSection key={team.id} teamId={team.id} /> : null}
    </section>
  );
}
