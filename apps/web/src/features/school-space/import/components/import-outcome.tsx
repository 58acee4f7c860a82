import type { ImportAnswer } from '@prepacode/domain/contracts/school-accounts.contract';
import { isLicenceCode, schoolLicenceName } from '@prepacode/domain/licences';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from '../../space/styles/accounts.module.css';
import page from '../../space/styles/page.module.css';

/** A licence's name when the cell holds a known code, else the cell as typed. */
const licenceName = (cell: string) => {
  const code = cell.trim().toLowerCase();
  return isLicenceCode(code) ? schoolLicenceName(code) : cell || '—';
};

const OUTCOME_TEXT = {
  preview: { cree: 'À créer', ignore: 'Déjà inscrit → ignoré', erreur: 'Erreur' },
  done: { cree: 'Créé', ignore: 'Déjà inscrit → ignoré', erreur: 'Erreur\u202f: non importé' },
} as const;

export const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

type Access = NonNullable<ImportAnswer['lignes'][number]['acces']>;

/** « 365 jours · 5 crédits d’examens blancs · groupe « Soir » »: what a new learner gets. */
const accessText = ({ jours, credits, groupe }: Access) =>
  [
    plural(jours, 'jour'),
    `${credits} crédit${credits > 1 ? 's' : ''} d’examens blancs`,
    ...(groupe ? [`groupe «\u202f${groupe}\u202f»`] : []),
  ].join(' · ');

const quoted = (names: readonly string[]) =>
  names.map((name) => `«\u202f${name}\u202f»`).join(', ');

interface ImportOutcomeProps {
  answer: ImportAnswer;
  /** The import was written; else this is the check's preview. */
  done: boolean;
  /** What comes next: the import's button, or the way back to the list. */
  next: ReactNode;
}

/** What the import will do, or did, with each row of the file. */
export function ImportOutcome({ answer, done, next }: ImportOutcomeProps) {
  const id = useId();
  const summary = useRef<HTMLHeadingElement>(null);
  // A new preview or result takes the focus, so it is read and the keyboard goes on from there.
  useEffect(() => {
    summary.current?.focus();
  }, [answer]);
  const texts = done ? OUTCOME_TEXT.done : OUTCOME_TEXT.preview;
  const caption = done
    ? 'Ce que l’import a fait de chaque ligne'
    : 'Ce que l’import fera de chaque ligne';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-s`}>
      <h2 id={`${id}-s`} ref={summary} tabIndex={-1}>
        {done ? 'Import terminé' : 'Aperçu\u202f: rien n’est encore importé'}
      </h2>
      {done && <p>{answer.message}</p>}
      <ul className={styles.summary}>
        <li className={styles.cree}>
          {done
            ? `${plural(answer.crees, 'élève')} créé${answer.crees > 1 ? 's' : ''}`
            : `${plural(answer.a_creer, 'élève')} à créer`}
        </li>
        <li className={styles.ignore}>
          {plural(answer.ignores, 'ligne')} ignorée{answer.ignores > 1 ? 's' : ''}
        </li>
        <li className={styles.erreur}>{plural(answer.erreurs, 'ligne')} en erreur</li>
      </ul>
      {answer.colonnes_ignorees.length > 0 && (
        <p>
          {answer.colonnes_ignorees.length > 1
            ? 'Colonnes de votre fichier laissées de côté'
            : 'Colonne de votre fichier laissée de côté'}
          {'\u202f: '}
          {quoted(answer.colonnes_ignorees)}.
        </p>
      )}
      <div className={styles.buttons}>{next}</div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table className={`${styles.table} ${styles.stack}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">Élève</th>
              <th scope="col">Permis</th>
              <th scope="col">Résultat</th>
            </tr>
          </thead>
          <tbody>
            {answer.lignes.map((row) => (
              <tr key={row.ligne}>
                <td data-label="Ligne">{row.ligne}</td>
                <td data-label="Élève">
                  {[row.prenom, row.nom].filter(Boolean).join(' ') || '—'}
                  <br />
                  <span className={page.muted}>{row.email || '—'}</span>
                </td>
                <td data-label="Permis">
                  {licenceName(row.permis)}
                  {row.acces && (
                    <>
                      <br />
                      <span className={page.muted}>{accessText(row.acces)}</span>
                    </>
                  )}
                </td>
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
  );
}
