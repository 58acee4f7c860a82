import {
  ACCESS_EXTENSIONS,
  MAX_CREDITS_ADDED,
  inscriptionActionSchema,
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

interface InscriptionDialogProps {
  row: LearnerRow | null;
  onClose: () => void;
  /** An action succeeded: the list shows the new values. */
  onChanged: () => void;
}

/**
 * A manager's actions on one learner's licence (issue #19, point 3): longer access, more exam
 * credits. Each answer's sentence is shown here and read out (role="status").
 */
export function InscriptionDialog({ row, onClose, onChanged }: InscriptionDialogProps) {
  const id = useId();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const [current, setCurrent] = useState<{ until: string | null; credits: number } | null>(null);

  const close = () => {
    setDone('');
    setProblem('');
    setCurrent(null);
    onClose();
  };
  const act = async (path: 'prolongation' | 'credits', body: object) => {
    if (!row || pending) return;
    setPending(true);
    setDone('');
    setProblem('');
    try {
      const answer = await apiRequest(
        `/central/api/ecole/inscriptions/${row.inscription}/${path}`,
        {
          method: 'POST',
          json: body,
          schema: inscriptionActionSchema,
        },
      );
      setDone(answer.message);
      setCurrent({ until: answer.acces_jusquau, credits: answer.credits_restants });
      onChanged();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
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
          Accès jusqu’au {until ? formatDate(until) : '—'} · {credits} crédit
          {credits > 1 ? 's' : ''} restant{credits > 1 ? 's' : ''}
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
      </div>
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={close}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}
