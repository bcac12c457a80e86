import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENTS_PER_HOUR,
  type AnnouncementAudience,
  type AnnouncementRecipientResource,
  type AnnouncementResource,
  bodyCheck,
  createAnnouncementSchema,
  type WorkshopScheduleResource,
} from '@exceed/contract';
import {
  Button,
  Card,
  EmptyState,
  Form,
  formatDateTime,
  Input,
  LoadError,
  RadioGroup,
  Skeleton,
  StatusBadge,
  Table,
  type TableColumn,
  Textarea,
  toast,
  useForm,
} from '@exceed/design-system';
import { useId, useState } from 'react';
import { createAnnouncement, useAnnouncementRecipients, useScheduleAnnouncements } from './workshops-api.ts';

/** The contract's check of the body: the API's 422 bag, in the browser. */
const check = bodyCheck(createAnnouncementSchema);

const AUDIENCE_OPTIONS = ANNOUNCEMENT_AUDIENCES.map((audience) => ({
  value: audience,
  label: ANNOUNCEMENT_AUDIENCE_LABELS[audience],
}));

interface AnnouncementValues {
  audience: AnnouncementAudience;
  subject: string;
  body: string;
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * Writes an announcement to one audience of the schedule. The API says who is in it: an empty audience
 * comes back as a 422 on its field, and the toast counts the people the API queued it for.
 */
function AnnouncementForm({ schedule }: { schedule: WorkshopScheduleResource }) {
  const form = useForm<AnnouncementValues>({
    initialValues: { audience: 'PAID', subject: '', body: '' },
    validate: (values) => check(values),
    onSubmit: async (values, current) => {
      const sent = await createAnnouncement(schedule.id, values);
      toast({
        title: `Announcement queued for ${people(sent.data.delivery.queued)}`,
        description: sent.data.subject,
        variant: 'success',
      });
      current.reset();
    },
  });
  const audience = form.register<AnnouncementAudience>('audience');
  return (
    <Form form={form} aria-label="New announcement" className="coach-form">
      <RadioGroup
        label="To"
        name={audience.name}
        id={audience.id}
        options={AUDIENCE_OPTIONS}
        value={audience.value}
        onValueChange={(value) => audience.onChange(value)}
        error={audience.error}
      />
      <Input
        label="Subject"
        required
        maxLength={createAnnouncementSchema.properties.subject.maxLength}
        {...form.register('subject')}
      />
      <Textarea
        label="Message"
        required
        rows={6}
        maxLength={createAnnouncementSchema.properties.body.maxLength}
        description={`Each person gets it by mail and in their notifications, as they chose. Up to ${ANNOUNCEMENTS_PER_HOUR} announcements an hour.`}
        {...form.register('body')}
      />
      <div className="coach-form__actions">
        <Button type="submit" loading={form.submitting}>
          Send
        </Button>
      </div>
    </Form>
  );
}

const recipientColumns: TableColumn<AnnouncementRecipientResource>[] = [
  { id: 'email', header: 'Email', cell: (recipient) => recipient.email },
  { id: 'status', header: 'Status', cell: (recipient) => <StatusBadge status={recipient.status} /> },
  {
    id: 'channels',
    header: 'Channels',
    cell: (recipient) =>
      [recipient.mailed && 'Mail', recipient.inApp && 'In app'].filter(Boolean).join(', ') || '—',
  },
  { id: 'sent', header: 'Sent', cell: (recipient) => formatDateTime(recipient.sentAt) },
  { id: 'error', header: 'Error', cell: (recipient) => recipient.error ?? '—' },
];

/** Who one announcement went to and how it reached each of them, read once it is opened. */
function AnnouncementRecipients({
  schedule,
  announcement,
}: {
  schedule: WorkshopScheduleResource;
  announcement: AnnouncementResource;
}) {
  const { data, error, isLoading, mutate } = useAnnouncementRecipients(schedule.id, announcement.id);
  if (error) return <LoadError error={error} what="the recipients" retry={() => mutate()} />;
  return (
    <Table<AnnouncementRecipientResource>
      aria-label={`Recipients of ${announcement.subject}`}
      rows={data?.data ?? []}
      loading={isLoading}
      getRowId={(recipient) => recipient.email}
      columns={recipientColumns}
      paginated
    />
  );
}

function AnnouncementItem({
  schedule,
  announcement,
}: {
  schedule: WorkshopScheduleResource;
  announcement: AnnouncementResource;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const recipientsId = useId();
  const { queued, sent, failed } = announcement.delivery;
  return (
    <Card asChild>
      <li aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h3" id={titleId}>
            {announcement.subject}
          </Card.Title>
          <Card.Description>
            {ANNOUNCEMENT_AUDIENCE_LABELS[announcement.audience]} · {announcement.author ?? 'Someone'} ·{' '}
            {formatDateTime(announcement.createdAt)}
          </Card.Description>
        </Card.Header>
        <Card.Content className="coach-stack">
          <p className="coach-announcement__body">{announcement.body}</p>
          <p className="coach-note">
            {sent} sent · {queued} queued · {failed} failed
          </p>
          <div className="coach-row-actions">
            <Button
              size="sm"
              variant="outline"
              aria-expanded={open}
              aria-controls={recipientsId}
              onClick={() => setOpen(!open)}
            >
              Recipients
            </Button>
          </div>
          <div id={recipientsId} hidden={!open}>
            {open ? <AnnouncementRecipients schedule={schedule} announcement={announcement} /> : null}
          </div>
        </Card.Content>
      </li>
    </Card>
  );
}

/** The schedule's earlier announcements, newest first, each with its delivery so far. */
function AnnouncementList({ schedule }: { schedule: WorkshopScheduleResource }) {
  const { data, error, mutate } = useScheduleAnnouncements(schedule.id);
  if (error) return <LoadError error={error} what="the announcements" retry={() => mutate()} />;
  if (!data) {
    return (
      <div role="status" aria-label="Loading the announcements" className="coach-stack">
        <Skeleton shape="rect" height="6rem" />
        <Skeleton shape="rect" height="6rem" />
      </div>
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        size="compact"
        titleAs="h3"
        title="No announcements yet."
        description="What you write reaches people by mail and in their notifications, as each of them chose."
      />
    );
  }
  return (
    <ul className="coach-stack coach-announcements" aria-label="Announcements">
      {data.data.map((announcement) => (
        <AnnouncementItem key={announcement.id} schedule={schedule} announcement={announcement} />
      ))}
    </ul>
  );
}

/**
 * A schedule's announcements (issue 35): a message to everyone it concerns, its paid attendees or its
 * waitlist, which the API queues and delivers by mail and in the app as each person chose; below the form,
 * the earlier ones with how far their delivery has got and, on demand, how it reached each person.
 */
export function ScheduleAnnouncements({ schedule }: { schedule: WorkshopScheduleResource }) {
  return (
    <div className="coach-stack">
      <AnnouncementForm schedule={schedule} />
      <AnnouncementList schedule={schedule} />
    </div>
  );
}
