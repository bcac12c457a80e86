import type { WorkshopResource, WorkshopScheduleResource } from '@exceed/contract';
import { Button, ConfirmDialog, Dialog, StatusBadge, Tabs } from '@exceed/design-system';
import { DownloadLink } from '../../lib/download-link.tsx';
import { CANCEL_CONSEQUENCES } from '../../lib/schedule-decision.ts';
import { cancelSchedule, deleteScheduleWithUndo, publishSchedule } from './schedule-actions.ts';
import { ScheduleAnnouncements } from './schedule-announcements.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { ScheduleSessions } from './schedule-sessions.tsx';
import { when } from './schedule-table.tsx';
import { ScheduleWaitlist } from './schedule-waitlist.tsx';
import { attendeesCsvPath } from './workshops-api.ts';

export interface ScheduleDialogProps {
  workshop: WorkshopResource;
  /** The schedule shown; the dialog is closed while null. */
  schedule: WorkshopScheduleResource | null;
  onClose: () => void;
  /** Asks to cancel the schedule (the confirmation is `CancelScheduleDialog`). */
  onCancel: (schedule: WorkshopScheduleResource) => void;
}

/**
 * One schedule: its status and actions (publish a draft, cancel, delete a cancelled or completed one) and,
 * while it has not started, the schedule form to move it (edit its dates) or change its details; beside
 * them, its sessions, its waitlist and its announcements; its attendees as a CSV download for whoever may read them.
 */
export function ScheduleDialog({ workshop, schedule, onClose, onCancel }: ScheduleDialogProps) {
  const act = (action: (schedule: WorkshopScheduleResource) => Promise<unknown>) => async () => {
    if (!schedule) return;
    await action(schedule);
    onClose();
  };
  return (
    <Dialog
      open={schedule !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Schedule"
      description={schedule ? when(schedule) : undefined}
      size="lg"
    >
      {schedule ? (
        <div className="coach-stack">
          <div className="coach-row-actions coach-schedule__actions">
            <StatusBadge status={schedule.status} />
            {schedule.abilities.publish ? (
              <Button size="sm" onClick={() => void act(publishSchedule)().catch(() => undefined)}>
                Publish
              </Button>
            ) : null}
            {/* An open session is cancelled, which tells its attendees; a closed one may be deleted. */}
            {schedule.abilities.cancel ? (
              <Button size="sm" variant="outline" onClick={() => onCancel(schedule)}>
                Cancel schedule
              </Button>
            ) : schedule.abilities.delete ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void act(deleteScheduleWithUndo)().catch(() => undefined)}
              >
                Delete
              </Button>
            ) : null}
            {schedule.abilities.exportAttendees ? (
              <DownloadLink path={attendeesCsvPath(schedule.id)} fileName="attendees.csv">
                Export attendees (CSV)
              </DownloadLink>
            ) : null}
          </div>
          <Tabs defaultValue="details">
            <Tabs.List aria-label="Schedule">
              <Tabs.Trigger value="details">Details</Tabs.Trigger>
              <Tabs.Trigger value="sessions">Sessions ({schedule.sessionCount})</Tabs.Trigger>
              {schedule.abilities.viewWaitlist ? (
                <Tabs.Trigger value="waitlist">Waitlist</Tabs.Trigger>
              ) : null}
              {schedule.abilities.announce ? (
                <Tabs.Trigger value="announcements">Announcements</Tabs.Trigger>
              ) : null}
            </Tabs.List>
            <Tabs.Content value="details" className="coach-tabs__panel coach-stack">
              {schedule.abilities.edit ? (
                <>
                  {schedule.status === 'PUBLISHED' ? (
                    <p className="coach-note">Attendees are told of new dates.</p>
                  ) : null}
                  <ScheduleForm key={schedule.id} workshop={workshop} schedule={schedule} onSaved={onClose} />
                </>
              ) : (
                <p className="coach-note">
                  {schedule.status === 'CANCELLED'
                    ? 'This session will not take place.'
                    : schedule.status === 'COMPLETED'
                      ? 'This session has taken place.'
                      : schedule.abilities.cancel
                        ? 'This session has started, so it stays as it is.'
                        : 'Only its coach changes this session.'}
                </p>
              )}
            </Tabs.Content>
            <Tabs.Content value="sessions" className="coach-tabs__panel">
              <ScheduleSessions schedule={schedule} />
            </Tabs.Content>
            {schedule.abilities.viewWaitlist ? (
              <Tabs.Content value="waitlist" className="coach-tabs__panel">
                <ScheduleWaitlist schedule={schedule} />
              </Tabs.Content>
            ) : null}
            {schedule.abilities.announce ? (
              <Tabs.Content value="announcements" className="coach-tabs__panel">
                <ScheduleAnnouncements schedule={schedule} />
              </Tabs.Content>
            ) : null}
          </Tabs>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Asks before cancelling a schedule, saying what the API does to its bookings. */
export function CancelScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: WorkshopScheduleResource | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={schedule !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Cancel schedule?"
      description={schedule ? `${when(schedule)}. ${CANCEL_CONSEQUENCES}` : ''}
      confirmLabel="Cancel schedule"
      onConfirm={async () => {
        if (schedule) await cancelSchedule(schedule);
      }}
    />
  );
}
