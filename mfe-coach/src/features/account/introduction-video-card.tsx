import { type FormApi, Input, VideoEmbed, videoEmbedUrl } from '@exceed/design-system';
import type { CoachProfileValues } from './coach-profile-values.ts';
import { ProfileCard } from './profile-card.tsx';

/** The introduction video's address, with a preview of a YouTube or Vimeo link as the public page plays it. */
export function IntroductionVideoCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const field = form.register('coachProfile.introductionVideo');
  const url = field.value.trim();
  return (
    <ProfileCard title="Introduction video" description="A short video in which you introduce yourself.">
      <Input
        label="Video link"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        description="A YouTube or Vimeo link shows a preview here."
        {...field}
      />
      {url && !field.error && videoEmbedUrl(url) ? (
        <VideoEmbed url={url} title="Preview of your introduction video" className="coach-profile__video" />
      ) : null}
    </ProfileCard>
  );
}
