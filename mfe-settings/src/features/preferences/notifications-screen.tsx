import { NOTIFICATION_KINDS, type NotificationPreference } from '@exceed/contract';
import { Checkbox, LoadError, Skeleton, VisuallyHidden } from '@exceed/design-system';
import { useState } from 'react';
import { saveNotificationPreference, useNotificationPreferences } from './notifications-api.ts';
import './notifications.css';

/**
 * Preferences → Notifications (issue 35): for each kind of event, by mail, in the app's bell, or both. A
 * kind whose mail is transactional (the server says which: `mailLocked`) keeps its mail; only its bell
 * can be turned off. Each change is saved at once.
 */
export default function NotificationsScreen() {
  const { data, error, mutate } = useNotificationPreferences();
  return (
    <section aria-labelledby="notifications-title" className="notification-prefs">
      <h2 id="notifications-title">Notifications</h2>
      <p className="notification-prefs__sub">
        How you hear of each kind of event: by mail, in the app's bell, or both.
      </p>
      {error ? (
        <LoadError what="your notification settings" error={error} retry={() => mutate()} />
      ) : !data ? (
        <div aria-busy="true" className="notification-prefs__list">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      ) : (
        <ul className="notification-prefs__list">
          {data.data.map((preference) => (
            <PreferenceRow key={preference.kind} preference={preference} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PreferenceRow({ preference }: { preference: NotificationPreference }) {
  const { label, description } = NOTIFICATION_KINDS[preference.kind];
  const [saving, setSaving] = useState(false);
  const save = async (change: Partial<Pick<NotificationPreference, 'mail' | 'inApp'>>) => {
    setSaving(true);
    try {
      await saveNotificationPreference({
        kind: preference.kind,
        mail: preference.mail,
        inApp: preference.inApp,
        ...change,
      });
    } catch {
      // The API client has shown what went wrong; the boxes show what is saved.
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="notification-prefs__row">
      <div className="notification-prefs__kind">
        <span className="notification-prefs__label">{label}</span>
        <span className="notification-prefs__description">{description}</span>
      </div>
      <fieldset className="notification-prefs__channels">
        <legend className="notification-prefs__legend">
          <VisuallyHidden>{label}</VisuallyHidden>
        </legend>
        <Checkbox
          label="Mail"
          description={preference.mailLocked ? 'Always sent' : undefined}
          checked={preference.mail}
          disabled={preference.mailLocked || saving}
          onCheckedChange={(checked) => void save({ mail: checked === true })}
        />
        <Checkbox
          label="In app"
          checked={preference.inApp}
          disabled={saving}
          onCheckedChange={(checked) => void save({ inApp: checked === true })}
        />
      </fieldset>
    </li>
  );
}
