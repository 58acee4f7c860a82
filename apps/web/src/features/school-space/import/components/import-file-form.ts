import { MAX_IMPORT_BYTES } from '@prepacode/domain/contracts/school-accounts.contract';
import { z } from 'zod/mini';
import { formText } from '../../../../lib/form-text';
import type { ImportFile } from '../api/import-learners';

// What the import's form holds, checked in the page before the file is read: the server checks
// the file's bytes again (its size in base64, its encoding, each row).

export const IMPORT_FIELDS = ['fichier', 'ecole'] as const;

const noFile = 'Choisissez un fichier CSV.';

/** Who has several schools chooses the learners' (the server asks it). */
export const importFileSchema = (several: boolean): z.ZodMiniType<ImportFile> =>
  z.object({
    fichier: z
      .file(noFile)
      .check(
        z.minSize(1, noFile),
        z.maxSize(
          MAX_IMPORT_BYTES,
          'Le fichier dépasse 1 Mo\u202f: découpez-le en plusieurs fichiers.',
        ),
      ),
    ecole: several
      ? z.string().check(z.minLength(1, 'Choisissez l’école des élèves.'))
      : z.optional(z.string()),
    ignorer_existants: z.boolean(),
  });

export const readImportFile = (form: HTMLFormElement, several: boolean) => {
  const data = new FormData(form);
  const input = form.elements.namedItem('fichier');
  return {
    // The file as the field holds it (`files`): what was chosen, by click or by drop.
    fichier: input instanceof HTMLInputElement ? input.files?.[0] : undefined,
    ecole: several ? formText(data, 'ecole') : undefined,
    ignorer_existants: data.get('ignorer') === 'on',
  };
};
