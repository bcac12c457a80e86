import { SOCIAL_PLATFORMS } from '@exceed/api/contract';
import { Button, EmptyState, type FormApi, Input, Select, Table } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { useRef } from 'react';
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

/** `order` is each row's place in the list, from 1: rewritten after every add, delete and move. */
const renumber = (rows: SocialAccount[]) => rows.map((row, index) => ({ ...row, order: index + 1 }));

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
  const rows = (form.getValue(LIST) as SocialAccount[] | undefined) ?? [];
  // Stable row ids across reorders, so focus and row state follow the row.
  const ids = useRef<string[]>([]);
  const serial = useRef(0);
  while (ids.current.length < rows.length) ids.current.push(`social-${serial.current++}`);
  ids.current.length = rows.length;

  const setRows = (next: SocialAccount[], nextIds: string[]) => {
    ids.current = nextIds;
    form.setValue(LIST, renumber(next));
  };
  const add = () =>
    setRows(
      [...rows, { platform: '', url: '', order: rows.length + 1 }],
      [...ids.current, `social-${serial.current++}`],
    );
  const remove = (index: number) =>
    setRows(
      rows.filter((_, at) => at !== index),
      ids.current.filter((_, at) => at !== index),
    );
  const move = (from: number, to: number) => {
    const nextRows = [...rows];
    const nextIds = [...ids.current];
    const [row] = nextRows.splice(from, 1);
    const [id] = nextIds.splice(from, 1);
    if (!row || id === undefined) return;
    nextRows.splice(to, 0, row);
    nextIds.splice(to, 0, id);
    setRows(nextRows, nextIds);
  };
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
        getRowId={(_, index) => ids.current[index] ?? String(index)}
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
