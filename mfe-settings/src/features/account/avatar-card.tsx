import { Avatar, Card, Spinner, toast } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { type DragEvent, useId, useRef, useState } from 'react';
import { uploadAvatar } from './account-api.ts';

/** SPEC §9: the avatar types. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];

const uploadFailed = () =>
  toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });

/** The user's full name for the avatar's alt text and initials. */
export function displayName(user: SessionUser): string {
  const profile = user.profile;
  return profile
    ? [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ')
    : user.username;
}

/**
 * The Avatar card (SPEC §2): clicking or dropping an image uploads it and saves it at once, no Save button.
 * A file of another type, or a failed upload, says "Upload failed" / "Please try again" (SPEC §8).
 */
export function AvatarCard({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [over, setOver] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      uploadFailed();
      return;
    }
    setUploading(true);
    try {
      await uploadAvatar(file);
    } catch {
      uploadFailed();
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <Card asChild>
      <section aria-labelledby="settings-avatar-title">
        <Card.Header>
          <Card.Title id="settings-avatar-title">Avatar</Card.Title>
          <Card.Description id={hintId}>
            Click or drop an image to change your avatar. PNG, JPEG or WEBP.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <button
            type="button"
            className="settings-avatar-drop"
            data-over={over || undefined}
            aria-describedby={hintId}
            aria-busy={uploading}
            disabled={uploading}
            onClick={() => input.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
          >
            <Avatar src={user.avatarUrl ?? user.avatar} alt={displayName(user)} size="lg" />
            <span>{uploading ? 'Uploading…' : 'Change avatar'}</span>
            {uploading ? <Spinner size="sm" label={null} /> : null}
          </button>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED.join(',')}
            hidden
            aria-label="Avatar image"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Card.Content>
      </section>
    </Card>
  );
}
