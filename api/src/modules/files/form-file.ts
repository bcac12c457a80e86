import { FILE_REQUIRED_MESSAGE } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';

/** The file sent in the first of the fields that holds one, else 422 "The file field is required." on `file`. */
export function requireFormFile(files: UploadedFile[] | undefined, fields: readonly string[]): UploadedFile {
  for (const field of fields) {
    const file = files?.find((candidate) => candidate.field === field);
    if (file) return file;
  }
  throw validationFailed({ file: [FILE_REQUIRED_MESSAGE] });
}
