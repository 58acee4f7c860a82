import {
  importAnswerSchema,
  type ImportBody,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** What is sent twice, for the check then for the import: the file read, and its options. */
export type ImportRequest = Omit<ImportBody, 'essai'>;

/** The form's file and options, as the page checked them. */
export interface ImportFile {
  fichier: File;
  ecole?: string;
  ignorer_existants: boolean;
}

/**
 * POST /central/api/ecole/eleves/import: with `essai` the server says what it would do with
 * each row and writes nothing; without, it writes the rows to create and mails each learner.
 */
export const importLearners = (body: ImportBody) =>
  apiRequest('/central/api/ecole/eleves/import', {
    method: 'POST',
    json: body,
    schema: importAnswerSchema,
  });

/**
 * The file's bytes in base64: the server checks its encoding itself (UTF-8, with a BOM or not).
 * A file that cannot be read is refused as the server refuses a field, next to it.
 */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () =>
      reject(new ApiError(0, 'fichier_illisible', 'Le fichier n’a pas pu être lu.'));
    reader.readAsDataURL(file);
  });
}

/** The check: the file read, then sent as an essai; the request is kept for the import. */
export const useCheckImport = () =>
  useMutation({
    mutationFn: async ({ fichier, ...options }: ImportFile) => {
      const request: ImportRequest = { fichier: await readBase64(fichier), ...options };
      return { request, answer: await importLearners({ ...request, essai: true }) };
    },
  });

/** The import: the same request, written. */
export function useImportLearners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => importLearners({ ...request, essai: false }),
    // The new learners are in the list.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
