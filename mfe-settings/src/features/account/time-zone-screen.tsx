import { formatSpan } from '@exceed/contract';
import { Button, localTimeZone, Select, timeZones } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { useMemo, useState } from 'react';
import { saveUserUpdate } from './user-update.ts';
import './account.css';

/** "None" in the list: mails then show each session in its own zone alone. */
const NONE = '';

/** A sample session an hour long from the next full hour, as a mail would write it for this choice. */
function sample(zone: string): string {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  return formatSpan(
    start,
    new Date(start.getTime() + 3_600_000),
    'Europe/Berlin',
    zone ? { readerZone: zone } : {},
  );
}

/**
 * Preferences → Time zone (issue 35): the zone the account reads times in. Mails write a session's time in
 * its own zone, named, and in this one beside it. Saved on its own (PATCH /v1/users/{id} with `timezone`).
 */
export default function TimeZoneScreen() {
  const user = useSession((s) => s.user);
  const saved = user?.timezone ?? NONE;
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const device = localTimeZone();
  const options = useMemo(
    () => [
      { value: NONE, label: 'Not set', description: 'Mails show each session in its own zone only' },
      ...timeZones().map((value) => ({ value, label: value.replace(/_/g, ' ') })),
    ],
    [],
  );
  const save = async () => {
    setSaving(true);
    try {
      const errors = await saveUserUpdate({ timezone: zone === NONE ? null : zone });
      setError(errors?.timezone?.[0]);
    } catch {
      // The API client has shown what went wrong; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="time-zone-title" className="time-zone">
      <h2 id="time-zone-title">Time zone</h2>
      <p className="time-zone__sub">Mails write a session's time in its own zone, and in yours beside it.</p>
      <div className="time-zone__row">
        <Select
          label="Your time zone"
          options={options}
          value={zone}
          onChange={setZone}
          searchPlaceholder="Search zones"
          error={error}
        />
        {device && device !== zone ? (
          <Button type="button" variant="outline" onClick={() => setZone(device)}>
            Use this device's zone ({device.replace(/_/g, ' ')})
          </Button>
        ) : null}
      </div>
      <p className="time-zone__sample">A Berlin session then reads: {sample(zone)}</p>
      <Button type="button" disabled={zone === saved || saving} onClick={() => void save()}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </section>
  );
}
