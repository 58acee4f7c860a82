import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  importAnswerSchema,
  type ImportAnswer,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import { apiRequest } from '../../lib/api-client';
import styles from './accounts.module.css';
import page from './school-page.module.css';
import { spaceHref } from './space-href';
import type { SchoolPageProps } from './page-props';
import { messageOf } from './use-school';
import { formText } from '../../lib/form-text';

/** A licence's name when the cell holds a known code, else the cell as typed. */
const licenceName = (cell: string) => {
  const code = cell.trim().toLowerCase();
  return isLicenceCode(code) ? LICENCE_TYPES[code].name : cell || '—';
};

const OUTCOME_TEXT = {
  preview: { cree: 'À créer', ignore: 'Déjà inscrit → ignoré', erreur: 'Erreur' },
  done: { cree: 'Créé', ignore: 'Déjà inscrit → ignoré', erreur: 'Erreur\u202f: non importé' },
} as const;

/** The file's bytes in base64: the server checks its encoding itself (UTF-8, with a BOM or not). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('Le fichier n’a pas pu être lu.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Import a CSV of learners (issue #19, point 3): the server reads the file and says what it
 * would do with each row, writing nothing; « Importer N élèves » then runs the same check and
 * writes the rows to create, each learner getting the welcome mail.
 */
export function ImportPage({ search, me }: SchoolPageProps) {
  const id = useId();
  const several = me.ecoles.length > 1;
  const [fileError, setFileError] = useState('');
  const [schoolError, setSchoolError] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const [request, setRequest] = useState<{
    fichier: string;
    ecole?: string;
    ignorer_existants: boolean;
  } | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const summary = useRef<HTMLHeadingElement>(null);
  const allowed = me.actions.includes('gerer_eleves');
  // A new preview or result takes the focus, so it is read and the keyboard goes on from there.
  useEffect(() => {
    if (preview || result) summary.current?.focus();
  }, [preview, result]);

  const reset = () => {
    setPreview(null);
    setResult(null);
    setProblem('');
  };
  const send = async (body: NonNullable<typeof request>, trial: boolean) => {
    setPending(true);
    setProblem('');
    try {
      const answer = await apiRequest('/central/api/ecole/eleves/import', {
        method: 'POST',
        json: { ...body, essai: trial },
        schema: importAnswerSchema,
      });
      if (trial) setPreview(answer);
      else {
        setPreview(null);
        setResult(answer);
      }
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const onCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    reset();
    const data = new FormData(event.currentTarget);
    const file = data.get('fichier');
    const school = formText(data, 'ecole');
    const noFile = !(file instanceof File) || file.size === 0;
    setFileError(
      noFile
        ? 'Choisissez un fichier CSV.'
        : file.size > MAX_IMPORT_BYTES
          ? 'Le fichier dépasse 1 Mo\u202f: découpez-le en plusieurs fichiers.'
          : '',
    );
    setSchoolError(several && !school ? 'Choisissez l’école des élèves.' : '');
    if (noFile || file.size > MAX_IMPORT_BYTES || (several && !school)) {
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`form[aria-labelledby="${id}-f"] [aria-invalid="true"]`)
          ?.focus(),
      );
      return;
    }
    let base64: string;
    try {
      base64 = await readBase64(file);
    } catch (error) {
      setFileError(messageOf(error));
      return;
    }
    const body = {
      fichier: base64,
      ...(several ? { ecole: school } : {}),
      ignorer_existants: data.get('ignorer') === 'on',
    };
    setRequest(body);
    await send(body, true);
  };

  const shown = result ?? preview;
  const texts = result ? OUTCOME_TEXT.done : OUTCOME_TEXT.preview;
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

  return (
    <>
      <h1 className={page.title}>Importer des élèves</h1>
      <p className={page.lead}>
        <a href={spaceHref('/central/eleves', search)} className={styles.backLink}>
          <ArrowLeft aria-hidden="true" size={16} /> Retour à la liste des élèves
        </a>
      </p>
      {!allowed ? (
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas d’importer des élèves.
        </p>
      ) : (
        <>
          <form
            className={styles.panel}
            noValidate
            aria-labelledby={`${id}-f`}
            onSubmit={(event) => void onCheck(event)}
            onChange={reset}
          >
            <h2 id={`${id}-f`}>Le fichier</h2>
            <p id={`${id}-format`}>
              Un fichier CSV en UTF-8 ({'«\u202fCSV UTF-8\u202f»'} dans votre tableur), séparé par
              des {'«\u202f;\u202f»'} ou des {'«\u202f,\u202f»'}, avec une ligne d’en-tête{'\u202f'}
              : <strong>email</strong>, <strong>prenom</strong>, <strong>nom</strong>,{' '}
              <strong>permis</strong> (b, etm, a…), et au choix <strong>jours</strong> (365 par
              défaut), <strong>telephone</strong>, <strong>date_naissance</strong> (aaaa-mm-jj).{' '}
              {MAX_IMPORT_ROWS} lignes au plus.
            </p>
            <div className={styles.grid}>
              <div className={form.field}>
                <label htmlFor={`${id}-file`}>Fichier CSV</label>
                <input
                  id={`${id}-file`}
                  name="fichier"
                  type="file"
                  accept=".csv,text/csv"
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`${id}-format${fileError ? ` ${id}-file-error` : ''}`}
                />
                {fileError && (
                  <p id={`${id}-file-error`} className={form.error}>
                    {fileError}
                  </p>
                )}
              </div>
              {several && (
                <div className={form.field}>
                  <label htmlFor={`${id}-school`}>École des élèves</label>
                  <select
                    id={`${id}-school`}
                    name="ecole"
                    defaultValue=""
                    aria-invalid={schoolError ? true : undefined}
                    aria-describedby={schoolError ? `${id}-school-error` : undefined}
                  >
                    <option value="">Choisir…</option>
                    {me.ecoles.map((school) => (
                      <option key={school.id} value={school.id}>
                        {school.nom}
                      </option>
                    ))}
                  </select>
                  {schoolError && (
                    <p id={`${id}-school-error`} className={form.error}>
                      {schoolError}
                    </p>
                  )}
                </div>
              )}
            </div>
            <label className={styles.box}>
              <input type="checkbox" name="ignorer" defaultChecked />
              Ignorer les comptes existants (sinon, ils comptent comme des erreurs)
            </label>
            <div className={styles.buttons}>
              <button type="submit" className={button.secondary} aria-disabled={pending}>
                Vérifier le fichier
              </button>
            </div>
          </form>
          <div role="status">{pending && 'Lecture du fichier…'}</div>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          {shown && (
            <section className={styles.panel} aria-labelledby={`${id}-s`}>
              <h2 id={`${id}-s`} ref={summary} tabIndex={-1}>
                {result ? 'Import terminé' : 'Aperçu\u202f: rien n’est encore importé'}
              </h2>
              {result && <p>{result.message}</p>}
              <ul className={styles.summary}>
                <li className={styles.cree}>
                  {result
                    ? `${plural(shown.crees, 'élève')} créé${shown.crees > 1 ? 's' : ''}`
                    : `${plural(shown.a_creer, 'élève')} à créer`}
                </li>
                <li className={styles.ignore}>
                  {plural(shown.ignores, 'ligne')} ignorée{shown.ignores > 1 ? 's' : ''}
                </li>
                <li className={styles.erreur}>{plural(shown.erreurs, 'ligne')} en erreur</li>
              </ul>
              {preview && request && (
                <div className={styles.buttons}>
                  <button
                    type="button"
                    className={button.primary}
                    aria-disabled={pending || preview.a_creer === 0}
                    onClick={() => {
                      if (!pending && preview.a_creer > 0) void send(request, false);
                    }}
                  >
                    Importer {plural(preview.a_creer, 'élève')}
                  </button>
                </div>
              )}
              {result && (
                <div className={styles.buttons}>
                  <a className={button.primary} href={spaceHref('/central/eleves', search)}>
                    Voir la liste des élèves
                  </a>
                </div>
              )}
              <div
                className={styles.scroller}
                tabIndex={0}
                role="region"
                aria-label={
                  result
                    ? 'Ce que l’import a fait de chaque ligne'
                    : 'Ce que l’import fera de chaque ligne'
                }
              >
                <table className={`${styles.table} ${styles.stack}`}>
                  <caption>
                    {result
                      ? 'Ce que l’import a fait de chaque ligne'
                      : 'Ce que l’import fera de chaque ligne'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Ligne</th>
                      <th scope="col">Élève</th>
                      <th scope="col">Permis</th>
                      <th scope="col">Résultat</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.lignes.map((row) => (
                      <tr key={row.ligne}>
                        <td data-label="Ligne">{row.ligne}</td>
                        <td data-label="Élève">
                          {[row.prenom, row.nom].filter(Boolean).join(' ') || '—'}
                          <br />
                          <span className={page.muted}>{row.email || '—'}</span>
                        </td>
                        <td data-label="Permis">{licenceName(row.permis)}</td>
                        <td data-label="Résultat">
                          <span className={`${styles.outcome} ${styles[row.resultat]}`}>
                            {texts[row.resultat]}
                          </span>
                          {row.raison && row.resultat === 'erreur' && (
                            <>
                              <br />
                              {row.raison}
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </>
      )}
    </>
  );
}
