import { SOCIAL_PLATFORMS } from '@exceed/contract';
import {
  Button,
  EmptyState,
  type FormApi,
  Input,
  renumber,
  Select,
  Table,
  useFormList,
} from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { UserCard } from './user-card.tsx';

interface SocialAccount {
  platform: string;
  url: string;
  order: number;
}
interface SocialValues {
  profile: { socialAccounts: SocialAccount[] };
}

const LIST = 'profile.socialAccounts';

/** SPEC §2's empty text of the table. */
export const NO_SOCIAL_ACCOUNTS =
  'No social accounts linked yet. Connect your profiles to build trust and increase visibility.';

/** SPEC §2: rows lose their hover highlight while one is dragged, and get it back 6 seconds after the drop. */
const HOVER_RESTORE_MS = 6000;

const PLATFORM_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  github: 'GitHub',
  gitlab: 'GitLab',
};
const platformName = (platform: string) =>
  PLATFORM_NAMES[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
const platformOptions = SOCIAL_PLATFORMS.map((platform) => ({
  value: platform,
  label: platformName(platform),
}));

/**
 * Social Accounts (SPEC §2): an ordered table whose rows are added, deleted and reordered by a drag handle
 * (or the keyboard). A new row has empty platform and url and order = length + 1. Errors show per row
 * for platform and url, and the list's own error above the table. The whole list is sent on save.
 */
export function SocialAccountsCard({ user }: { user: SessionUser }) {
  const accounts = [...(user.profile?.socialAccounts ?? [])].sort((a, b) => a.order - b.order);
  return (
    <UserCard<SocialValues>
      title="Social Accounts"
      description="Link the profiles where clients can see your work."
      initialValues={{
        profile: { socialAccounts: accounts.map(({ platform, url, order }) => ({ platform, url, order })) },
      }}
    >
      {(form) => <SocialAccountsTable form={form} />}
    </UserCard>
  );
}

function SocialAccountsTable({ form }: { form: FormApi<SocialValues> }) {
  // `order` is each row's place, from 1: a new row's is length + 1 (SPEC §2).
  const { rows, idOf, add, remove, move } = useFormList<SocialAccount>(form, LIST, {
    blank: () => ({ platform: '', url: '', order: 0 }),
    normalize: renumber,
  });
  const listError = form.errors[LIST];

  return (
    <div className="settings-social">
      {listError ? (
        <p role="alert" className="settings-list-error">
          {listError}
        </p>
      ) : null}
      <Table<SocialAccount>
        aria-label="Social accounts"
        rows={rows}
        getRowId={(_, index) => idOf(index)}
        getRowLabel={(row, index) => (row.platform ? platformName(row.platform) : `row ${index + 1}`)}
        emptyText={<EmptyState title={NO_SOCIAL_ACCOUNTS} />}
        onReorder={move}
        hoverRestoreDelay={HOVER_RESTORE_MS}
        columns={[
          {
            id: 'platform',
            header: 'Platform',
            width: '34%',
            cell: (_, index) => (
              <Select
                label={`Platform of row ${index + 1}`}
                hideLabel
                options={platformOptions}
                placeholder="Choose a platform"
                searchPlaceholder="Search platforms"
                {...form.register(`${LIST}.${index}.platform`)}
              />
            ),
          },
          {
            id: 'url',
            header: 'URL',
            cell: (_, index) => (
              <Input
                label={`URL of row ${index + 1}`}
                hideLabel
                type="url"
                placeholder="https://"
                {...form.register(`${LIST}.${index}.url`)}
              />
            ),
          },
          {
            id: 'actions',
            header: <span className="ex-visually-hidden">Actions</span>,
            align: 'end',
            cell: (row, index) => (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Delete ${row.platform ? platformName(row.platform) : `row ${index + 1}`}`}
                onClick={() => remove(index)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
      <Button type="button" variant="outline" onClick={add}>
        Add social account
      </Button>
    </div>
  );
}
