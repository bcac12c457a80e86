import { coachProfileSchema } from '@exceed/contract';
import { Badge, Button, type FormApi, Input } from '@exceed/design-system';
import { type KeyboardEvent, useState } from 'react';
import type { CoachProfileValues } from './coach-profile-values.ts';
import { ProfileCard } from './profile-card.tsx';

const LIST = 'coachProfile.specializations';
/** The contract's limits of the list and of one entry. */
const MAX_ITEMS = coachProfileSchema.properties.specializations.maxItems;
const MAX_LENGTH = coachProfileSchema.properties.specializations.items.maxLength;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Specializations as chips: type one and press Enter (or Add); each chip has its Remove button. A text
 * already in the list is not added twice. The list's errors (and any entry's) show on the text box,
 * which a failed save then focuses.
 */
export function SpecializationsCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const items = form.values.coachProfile.specializations;
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const duplicate = items.some((item) => sameText(item, text));
  const full = items.length >= MAX_ITEMS;
  const canAdd = text !== '' && !duplicate && !full;
  const error =
    form.errors[LIST] ?? Object.entries(form.errors).find(([path]) => path.startsWith(`${LIST}.`))?.[1];

  const add = () => {
    if (!canAdd) return;
    form.setValue(LIST, [...items, text]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the chip instead of submitting the whole profile.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <ProfileCard title="Specializations" description="What you coach, as clients search for it.">
      {items.length > 0 ? (
        <ul className="coach-chips" aria-label="Specializations">
          {items.map((item, index) => (
            <li key={item}>
              <Badge>
                {item}
                <button
                  type="button"
                  className="coach-chips__remove"
                  aria-label={`Remove ${item}`}
                  onClick={() =>
                    form.setValue(
                      LIST,
                      items.filter((_, at) => at !== index),
                    )
                  }
                >
                  ×
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="coach-muted">No specializations yet.</p>
      )}
      <div className="coach-chips__add">
        <Input
          label="Add a specialization"
          value={draft}
          maxLength={MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={error}
          description={
            full
              ? `You can list up to ${MAX_ITEMS} specializations.`
              : duplicate
                ? `${text} is already listed.`
                : 'Press Enter or Add to list it.'
          }
        />
        <Button type="button" variant="outline" disabled={!canAdd} onClick={add}>
          Add
        </Button>
      </div>
    </ProfileCard>
  );
}
