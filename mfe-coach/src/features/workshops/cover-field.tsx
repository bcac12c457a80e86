import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@exceed/contract';
import { type FormApi, Image, Input } from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { useState } from 'react';
import { uploadTemporaryFile } from './workshops-api.ts';

/** The cover's shape on the marketplace's cards and its page (1200 x 630, a link preview's). */
const PREVIEW = { width: 320, height: 168 } as const;

/**
 * A workshop's cover: a picture uploaded here (kept by the API once the workshop is saved, and shown with
 * its blurred placeholder while it loads) or the address of one elsewhere. Either way the form's `image` is
 * a URL, as SPEC.md §5 has it; an upload's is the image route's on this site.
 */
export function CoverField<T extends { image: string }>({ form }: { form: FormApi<T> }) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const image = form.values.image.trim();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setUploading(true);
    try {
      const { data } = await uploadTemporaryFile(file);
      if (data.imageTooLarge) return setError(IMAGE_TOO_LARGE_MESSAGE);
      if (!data.mimeType.startsWith('image/')) return setError(IMAGE_TYPE_MESSAGE);
      form.setValue('image', new URL(`/v1/images/${data.id}`, window.location.origin).href);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="coach-cover">
      {image ? <Image className="coach-cover__preview" src={image} alt="The cover" {...PREVIEW} /> : null}
      <div className="coach-cover__fields">
        <Input
          label="Cover picture"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          description={uploading ? 'Uploading...' : 'PNG, JPEG or WEBP, best at 1200 × 630.'}
          disabled={uploading}
          error={error}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Input
          label="Image URL"
          type="url"
          placeholder="https://"
          description="Or the address of a picture elsewhere."
          {...form.register('image')}
        />
      </div>
    </div>
  );
}
