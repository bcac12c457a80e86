import { IMAGE_TYPE_MESSAGE } from '@exceed/contract';
import { Form, useForm } from '@exceed/design-system';
import { api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverField } from './cover-field.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness() {
  const form = useForm({ initialValues: { image: '' }, onSubmit: () => undefined });
  return (
    <Form form={form} aria-label="Workshop">
      <CoverField form={form} />
    </Form>
  );
}

const FILE_ID = '0b7c4f2e-5a1d-4c3b-9e8f-1a2b3c4d5e6f';

describe("the workshop form's cover", () => {
  it('uploads a picture and makes it the cover, by its address on this site', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { id: FILE_ID, mimeType: 'image/png' } });
    render(<Harness />);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Cover picture'), picture);
    expect(post).toHaveBeenCalledWith('/upload-temp', expect.any(FormData), { revalidates: [] });
    const address = `${window.location.origin}/v1/images/${FILE_ID}`;
    expect(await screen.findByDisplayValue(address)).toBe(screen.getByLabelText('Image URL'));
    expect(screen.getByRole('img', { name: 'The cover' })).toBeTruthy();
  });

  it('refuses a file that is not a picture, in the API’s words, and keeps the address as it was', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: { id: FILE_ID, mimeType: 'application/pdf' } });
    render(<Harness />);
    const notes = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Cover picture'), notes, { applyAccept: false });
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText('Image URL') as HTMLInputElement).value).toBe('');
  });
});
