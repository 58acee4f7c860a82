import {
  ACCESS_EXTENSIONS,
  MAX_CREDITS_ADDED,
  inscriptionActionSchema,
  schoolAnswerSchema,
  type LearnerRow,
} from '@prepacode/domain/contracts/school.contract';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { useId, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import styles from './school-page.module.css';
import { messageOf } from './use-school';

/** What the dialog needs of a licence: a row of the list, or a learner's page (point 2). */
export type InscriptionRow = Pick<
  LearnerRow,
  | 'inscription'
  | 'eleve'
  | 'prenom'
  | 'nom'
  | 'permis'
  | 'acces_jusquau'
  | 'credits_restants'
  | 'fermee'
>;

interface InscriptionDialogProps<Row extends InscriptionRow> {
  row: Row | null;
  onClose: () => void;
  /** Closed after an action succeeded: the list shows the new values. */
  onChanged: () => void;
  /** Opens the erasure of the learner's data (ADR 0017), in its own dialog once this one closes. */
  onErase?: (row: Row) => void;
}

/**
 * A manager's actions on one learner's licence (issue #19, point 3): longer access, more exam
 * credits. Each answer's sentence is shown here and read out (role="status").
 */
export function InscriptionDialog<Row extends InscriptionRow>({
  row,
  onClose,
  onChanged,
  onErase,
}: InscriptionDialogProps<Row>) {
  const id = useId();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const [current, setCurrent] = useState<{
    until: string | null;
    credits: number;
    closed: boolean;
  } | null>(null);

  const close = () => {
    setDone('');
    setProblem('');
    setCurrent(null);
    onClose();
    // The list is read again once the dialog is closed: a row that changed under it (a closed
    // licence leaves the list) would take the focus the dialog gives back to its opener.
    if (current) onChanged();
  };
  /** Runs one call at a time and shows its sentence, or its refusal. */
  const run = async (call: () => Promise<string>) => {
    if (pending) return;
    setPending(true);
    setDone('');
    setProblem('');
    try {
      setDone(await call());
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const act = (path: 'prolongation' | 'credits' | 'statut', body: object) =>
    run(async () => {
      if (!row) return '';
      const answer = await apiRequest(
        `/central/api/ecole/inscriptions/${row.inscription}/${path}`,
        { method: 'POST', json: body, schema: inscriptionActionSchema },
      );
      setCurrent({
        until: answer.acces_jusquau,
        credits: answer.credits_restants,
        closed: answer.fermee,
      });
      return answer.message;
    });
  const sendLink = () =>
    run(async () => {
      if (!row) return '';
      const answer = await apiRequest(`/central/api/ecole/eleves/${row.eleve}/lien-mot-de-passe`, {
        method: 'POST',
        schema: schoolAnswerSchema,
      });
      return answer.message;
    });
  const onExtend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act('prolongation', { jours: Number(new FormData(event.currentTarget).get('jours')) });
  };
  const onCredit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act('credits', { nombre: Number(new FormData(event.currentTarget).get('nombre')) });
  };

  const licence = row && isLicenceCode(row.permis) ? LICENCE_TYPES[row.permis].name : row?.permis;
  const until = current ? current.until : (row?.acces_jusquau ?? null);
  const credits = current ? current.credits : (row?.credits_restants ?? 0);
  const closed = current ? current.closed : (row?.fermee ?? false);
  return (
    <ModalDialog
      open={row !== null}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        {row?.prenom} {row?.nom} · {licence}
      </h2>
      <div className={dialog.body}>
        <p className={styles.state}>
          {closed ? 'Formation fermée · ' : ''}Accès jusqu’au {until ? formatDate(until) : '—'} ·{' '}
          {credits} crédit{credits > 1 ? 's' : ''} restant{credits > 1 ? 's' : ''}
        </p>
        <p role="status" className={styles.done}>
          {done}
        </p>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        <form className={styles.action} noValidate onSubmit={onExtend}>
          <label htmlFor={`${id}-j`}>Prolonger l’accès de</label>
          <select id={`${id}-j`} name="jours" defaultValue="90">
            {ACCESS_EXTENSIONS.map((days) => (
              <option key={days} value={days}>
                {days} jours
              </option>
            ))}
          </select>
          <button type="submit" className={button.primary} aria-disabled={pending}>
            Prolonger
          </button>
        </form>
        <form className={styles.action} noValidate onSubmit={onCredit}>
          <label htmlFor={`${id}-c`}>Crédits d’examen à ajouter</label>
          <input
            id={`${id}-c`}
            name="nombre"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CREDITS_ADDED}
            defaultValue={5}
            required
          />
          <button type="submit" className={button.primary} aria-disabled={pending}>
            Ajouter
          </button>
        </form>
        <div className={styles.action}>
          <p id={`${id}-f`} className={styles.state}>
            {closed
              ? 'Rouverte, la formation revient dans l’espace de l’élève avec son historique.'
              : 'Fermée, la formation n’est plus proposée à l’élève\u202f; son historique est gardé.'}
          </p>
          <button
            type="button"
            className={button.secondary}
            aria-disabled={pending}
            aria-describedby={`${id}-f`}
            onClick={() => void act('statut', { fermee: !closed })}
          >
            {closed ? 'Rouvrir la formation' : 'Fermer la formation'}
          </button>
        </div>
        <div className={styles.action}>
          <p id={`${id}-l`} className={styles.state}>
            L’élève ne peut plus se connecter{'\u202f'}? Un lien, valable une heure, lui permet de
            choisir un nouveau mot de passe.
          </p>
          <button
            type="button"
            className={button.secondary}
            aria-disabled={pending}
            aria-describedby={`${id}-l`}
            onClick={() => void sendLink()}
          >
            Envoyer un lien de mot de passe
          </button>
        </div>
        {onErase && row && (
          <div className={styles.action}>
            <p id={`${id}-s`} className={styles.state}>
              À la demande de l’élève (RGPD), ses données personnelles sont effacées et ses réponses
              ne comptent plus que dans les statistiques.
            </p>
            <button
              type="button"
              className={button.secondary}
              aria-describedby={`${id}-s`}
              onClick={() => {
                close();
                onErase(row);
              }}
            >
              Supprimer les données de l’élève
            </button>
          </div>
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={close}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}
