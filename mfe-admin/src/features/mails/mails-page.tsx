import type { MailPreview } from '@exceed/contract';
import { Badge, Card, LoadError, Select, Skeleton, Tabs } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { useMailPreviews } from './mails-api.ts';

const READER_LABELS: Record<MailPreview['reader'], string> = {
  attendee: 'Attendee',
  coach: 'Coach',
  account: 'Account holder',
  applicant: 'Job applicant',
  recruiter: 'Recruiter',
  'super-admin': 'Super-admin',
};

/** One mail as its reader gets it: the headers that matter, the HTML part in a sandbox, and the text part. */
function MailView({ mail }: { mail: MailPreview }) {
  return (
    <Card>
      <Card.Content className="admin-mail">
        <dl className="admin-mail__headers">
          <dt>Subject</dt>
          <dd>{mail.subject}</dd>
          <dt>To</dt>
          <dd>
            {mail.to} <Badge>{READER_LABELS[mail.reader]}</Badge>
          </dd>
          <dt>Reply-To</dt>
          <dd>{mail.replyTo ?? 'None: Exceed reads no replies to this mail'}</dd>
          <dt>List-Unsubscribe</dt>
          <dd>{mail.listUnsubscribe ?? 'None: transactional'}</dd>
        </dl>
        <Tabs defaultValue="html">
          <Tabs.List aria-label="Parts of the mail">
            <Tabs.Trigger value="html">HTML</Tabs.Trigger>
            <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="html">
            {/* An empty sandbox: the mail's HTML runs no script and reaches nothing of the admin area. */}
            <iframe
              className="admin-mail__frame"
              title={`HTML of ${mail.subject}`}
              sandbox=""
              srcDoc={mail.html}
            />
          </Tabs.Content>
          <Tabs.Content value="text">
            <pre className="admin-mail__text">{mail.text}</pre>
          </Tabs.Content>
        </Tabs>
      </Card.Content>
    </Card>
  );
}

/**
 * /admin/mails: every mail Exceed sends, written with sample data (a Berlin session read from New York),
 * so anyone can see what a mail looks like without making it happen.
 */
export default function MailsPage() {
  usePageTitle('Mails');
  const previews = useMailPreviews();
  const mails = previews.data?.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const mail = mails.find((preview) => preview.id === chosen) ?? mails[0];
  return (
    <section aria-labelledby="mails-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="mails-title">Mails</h1>
      </header>
      <p className="admin-muted">
        Every mail Exceed sends, with sample data. Times are a Berlin session as a reader in New York gets it.
      </p>
      {previews.error ? (
        <LoadError what="the mails" retry={() => previews.mutate()} />
      ) : !mail ? (
        <Skeleton shape="rect" height="20rem" aria-label="Loading the mails" />
      ) : (
        <>
          <Select
            label={`Mail (${mails.length})`}
            options={mails.map((preview) => ({
              value: preview.id,
              label: preview.subject,
              description: READER_LABELS[preview.reader],
            }))}
            value={mail.id}
            onChange={setChosen}
            searchPlaceholder="Search mails"
          />
          <MailView mail={mail} />
        </>
      )}
    </section>
  );
}
