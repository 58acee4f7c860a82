import {
  MAX_IMPORT_ROWS,
  type ImportAnswer,
} from '@prepacode/domain/contracts/school-accounts.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { useSpaceHref } from '../../space/href';
import styles from '../../space/styles/accounts.module.css';
import { useCheckImport, useImportLearners, type ImportRequest } from '../api/import-learners';
import { FileField, ImportColumns, SchoolField } from './import-fields';
import { IMPORT_FIELDS, importFileSchema, readImportFile } from './import-file-form';
import { ImportOutcome, plural } from './import-outcome';

/**
 * Import a CSV of learners (issue #19, point 3): the server reads the file and says what it
 * would do with each row, writing nothing; « Importer N élèves » then sends the same file again
 * and the rows to create are written, each learner getting the welcome mail.
 */
export function LearnersImport({ me }: { me: SchoolSpace }) {
  const id = useId();
  const href = useSpaceHref();
  const several = me.ecoles.length > 1;
  const check = useCheckImport();
  const write = useImportLearners();
  const [preview, setPreview] = useState<{ request: ImportRequest; answer: ImportAnswer } | null>(
    null,
  );
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const file = useMutationForm({
    fields: IMPORT_FIELDS,
    schema: importFileSchema(several),
    mutation: check,
    read: (element) => readImportFile(element, several),
    fieldOfCode: { fichier_illisible: 'fichier' },
    onDone: setPreview,
  });
  const busy = check.isPending || write.isPending;
  // What was shown belongs to the file as it was: a change or a new check withdraws it.
  const forget = () => {
    setPreview(null);
    setResult(null);
    write.reset();
    file.reset();
  };
  const importRows = () => {
    if (busy || !preview || preview.answer.a_creer === 0) return;
    write.mutate(preview.request, {
      onSuccess: (answer) => {
        setPreview(null);
        setResult(answer);
      },
    });
  };

  const { register } = file;
  const problem = file.problem || write.error?.message;
  return (
    <>
      <form
        className={styles.panel}
        noValidate
        aria-labelledby={`${id}-f`}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
          else {
            forget();
            file.onSubmit(event);
          }
        }}
        onChange={forget}
      >
        <h2 id={`${id}-f`}>Le fichier</h2>
        <p id={`${id}-format`}>
          Un fichier CSV tel que votre tableur l’enregistre (UTF-8 ou Windows, séparé par des{' '}
          {'«\u202f;\u202f»'} ou des {'«\u202f,\u202f»'}), {MAX_IMPORT_ROWS} lignes au plus, avec
          une ligne d’en-tête. Les autres colonnes de votre fichier sont laissées de côté.
        </p>
        <ImportColumns />
        <p>
          <a href="/central/api/ecole/eleves/import/modele.csv" download>
            Télécharger le modèle à remplir
          </a>
        </p>
        <div className={styles.grid}>
          <FileField
            label="Fichier CSV"
            accept=".csv,text/csv"
            describedBy={`${id}-format`}
            {...register('fichier')}
          />
          {several && (
            <SchoolField label="École des élèves" schools={me.ecoles} {...register('ecole')} />
          )}
        </div>
        <label className={styles.box}>
          <input type="checkbox" name="ignorer" defaultChecked />
          Ignorer les élèves déjà inscrits à l’école (sinon, ils comptent comme des erreurs)
        </label>
        <div className={styles.buttons}>
          <button type="submit" className={button.secondary} aria-disabled={busy}>
            Vérifier le fichier
          </button>
        </div>
      </form>
      <div role="status">{busy && 'Lecture du fichier…'}</div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {result && (
        <ImportOutcome
          answer={result}
          done
          next={
            <Link className={button.primary} to={href(schoolSpacePath('learners'))}>
              Voir la liste des élèves
            </Link>
          }
        />
      )}
      {preview && (
        <ImportOutcome
          answer={preview.answer}
          done={false}
          next={
            <button
              type="button"
              className={button.primary}
              aria-disabled={busy || preview.answer.a_creer === 0}
              onClick={importRows}
            >
              Importer {plural(preview.answer.a_creer, 'élève')}
            </button>
          }
        />
      )}
    </>
  );
}
