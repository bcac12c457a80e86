import type { NotificationResource } from '@exceed/contract';
import {
  Badge,
  Button,
  Drawer,
  EmptyState,
  formatDateTime,
  Icon,
  LoadError,
  Skeleton,
  VisuallyHidden,
} from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { markAllRead, markRead, useNotifications, useUnreadCount } from './notifications-api.ts';

const BellIcon = () => (
  <Icon width="18" height="18">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** "3 unread" for screen readers; a count over 99 shows as 99+. */
const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The bell of the top bar, in every signed-in area: the unread count (kept fresh, notifications-api.ts) and
 * a panel of the newest notifications; opening one marks it read and goes where it leads.
 */
export function NotificationBell() {
  const signedIn = useSession((s) => s.user !== null);
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(signedIn);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shell-bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread > 0 ? (
          <Badge variant="danger" size="sm" className="shell-bell__count" aria-hidden="true">
            {countLabel(unread)}
          </Badge>
        ) : null}
      </Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are up to date.'}
        footer={
          <Button variant="outline" size="sm" disabled={unread === 0} onClick={() => void markAllRead()}>
            Mark all read
          </Button>
        }
      >
        {open ? <NotificationList onLeave={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

function NotificationList({ onLeave }: { onLeave: () => void }) {
  const { data, error, mutate } = useNotifications();
  if (error) return <LoadError what="your notifications" error={error} retry={() => mutate()} />;
  if (!data) {
    return (
      <div className="shell-notifications" aria-busy="true">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        size="compact"
        title="No notifications yet"
        description="Bookings, invitations, offers, announcements and payouts show here as they happen."
      />
    );
  }
  return (
    <ul className="shell-notifications">
      {data.data.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onLeave={onLeave} />
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onLeave,
}: {
  notification: NotificationResource;
  onLeave: () => void;
}) {
  const unread = notification.readAt === null;
  const read = () => {
    if (unread) void markRead(notification.id);
  };
  const body = (
    <>
      <span className="shell-notification__title">
        {unread ? (
          <>
            <span className="shell-notification__dot" aria-hidden="true" />
            <VisuallyHidden>Unread: </VisuallyHidden>
          </>
        ) : null}
        {notification.title}
      </span>
      <span className="shell-notification__body">{notification.body}</span>
      <time className="shell-notification__time" dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt)}
      </time>
    </>
  );
  const className = `shell-notification${unread ? ' shell-notification--unread' : ''}`;
  return (
    <li>
      {notification.url?.startsWith('/') ? (
        <Link
          to={notification.url}
          className={className}
          onClick={() => {
            read();
            onLeave();
          }}
        >
          {body}
        </Link>
      ) : notification.url ? (
        // Somewhere else (a session's meeting link): a new tab, the app stays where it was.
        <a href={notification.url} target="_blank" rel="noreferrer" className={className} onClick={read}>
          {body}
        </a>
      ) : (
        <button type="button" className={className} onClick={read}>
          {body}
        </button>
      )}
    </li>
  );
}
