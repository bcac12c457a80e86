import {
  bodyCheck,
  createWorkshopResourceSchema,
  type ErrorBag,
  type ResourceType,
  type WorkshopResource,
} from '@exceed/contract';
import { Button, Form, Input, Select, Textarea, toast, useForm } from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { useState } from 'react';
import { createWorkshopResource, uploadTemporaryFile } from './workshops-api.ts';

interface ResourceValues {
  type: ResourceType;
  title: string;
  description: string;
  url: string;
}

const checkResource = bodyCheck(createWorkshopResourceSchema);

export const RESOURCE_TYPE_OPTIONS = [
  { value: 'link', label: 'Link' },
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Document', description: 'An uploaded file clients read' },
  { value: 'file', label: 'File', description: 'Any uploaded file' },
  { value: 'agent', label: 'Agent', description: 'An AI agent, by its address' },
  { value: 'bundle', label: 'Bundle', description: 'A set of materials, by its address' },
];

const takesFile = (type: string) => type === 'file' || type === 'document';

/** The API names the uploaded file `fileId` and its location `filePath`: both are the form's File field. */
function onFields(bag: ErrorBag): ErrorBag {
  const { filePath, fileId, ...rest } = bag;
  const file = filePath ?? fileId;
  return file ? { ...rest, file } : rest;
}

/**
 * Adds a resource to a workshop: a link, video, agent or bundle by its address, or a file or document
 * uploaded first as a temporary file (POST /v1/upload-temp) and attached by its id (`fileId`).
 */
export function ResourceForm({
  workshop,
  nextSortOrder,
  onSaved,
}: {
  workshop: WorkshopResource;
  nextSortOrder: number;
  onSaved: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const toBody = (values: ResourceValues, fileId?: string) => ({
    type: values.type,
    title: values.title,
    description: values.description.trim() || null,
    ...(takesFile(values.type) ? {} : { url: values.url.trim() || undefined }),
    ...(takesFile(values.type) && (fileId || file)
      ? { fileId: fileId ?? '00000000-0000-4000-8000-000000000000' }
      : {}),
    sortOrder: nextSortOrder,
  });
  const form = useForm<ResourceValues>({
    initialValues: { type: 'link', title: '', description: '', url: '' },
    validate: (values) => onFields(checkResource(toBody(values))),
    onSubmit: async (values) => {
      try {
        let fileId: string | undefined;
        if (takesFile(values.type) && file) fileId = (await uploadTemporaryFile(file)).data.id;
        await createWorkshopResource(workshop.id, toBody(values, fileId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return onFields(error.errors);
        throw error;
      }
      toast({ title: 'Resource added', description: values.title, variant: 'success' });
      onSaved();
      return undefined;
    },
  });
  const type = form.values.type;

  return (
    <Form form={form} aria-label="New resource" className="coach-form">
      <Select label="Type" options={RESOURCE_TYPE_OPTIONS} {...form.register('type')} />
      <Input label="Title" required {...form.register('title')} />
      <Textarea label="Description" rows={3} {...form.register('description')} />
      {takesFile(type) ? (
        <Input
          label="File"
          type="file"
          name="file"
          id="resource-file"
          required
          error={form.errors.file}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      ) : (
        <Input
          label="URL"
          type="url"
          placeholder="https://"
          required={type === 'link' || type === 'video'}
          {...form.register('url')}
        />
      )}
      <div className="coach-form__actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Add resource'}
        </Button>
      </div>
    </Form>
  );
}
