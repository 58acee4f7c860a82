import type { LearnerRow } from '@prepacode/domain/contracts/school.contract';
import { useId, useState } from 'react';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { formatDate } from '../../lib/format';
import { anonymiseLearner } from './groups-api';
import groups from './groups.module.css';
import styles from './school-page.module.css';
import { messageOf } from './use-school';

interface AnonymiseDialogProps {
  row: LearnerRow | null;
  onClose: () => void;
  /** The data is erased: the sentence to show; the learner leaves the list. */
  onDone: (message: string) => void;
}

/**
 * Erasing a learner's personal data (issue #19, point 3; ADR 0017): the dialog says what goes
 * and what stays before the manager confirms, and shows the learner's own request if any.
 */
export function AnonymiseDialog({ row, onClose, onDone }: AnonymiseDialogProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => {
    setProblem('');
    onClose();
  };
  const confirm = async () => {
    if (!row || pending) return;
    setPending(true);
    setProblem('');
    try {
      const answer = await anonymiseLearner(row.eleve);
      close();
      onDone(answer.message);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const request = row?.demande_suppression ?? null;
  return (
    <ModalDialog
      open={row !== null}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        Supprimer les données de {row?.prenom} {row?.nom}
        {'\u202f'}?
      </h2>
      <div className={dialog.body}>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        {request && (
          <p>
            <strong>L’élève l’a demandé le {formatDate(request.date_demande.slice(0, 10))}.</strong>
            {request.motif && (
              <>
                {' '}
                Motif{'\u202f'}: «{'\u202f'}
                {request.motif}
                {'\u202f'}»
              </>
            )}
          </p>
        )}
        <div>
          <h3 className={styles.state}>Ce qui est effacé</h3>
          <ul className={groups.erased}>
            <li>nom, prénom, adresse e‑mail, téléphone, date de naissance et photo</li>
            <li>ses connexions en cours, ses liens et ses préférences</li>
            <li>le texte de ses messages, de ses signalements et de ses demandes d’examen</li>
          </ul>
        </div>
        <div>
          <h3 className={styles.state}>Ce qui est gardé</h3>
          <ul className={groups.erased}>
            <li>ses réponses et ses scores, sans nom, dans les statistiques de l’école</li>
          </ul>
        </div>
        <p>
          Ses formations sont fermées et l’élève ne peut plus se connecter. Ce n’est pas réversible.
        </p>
      </div>
      <div className={dialog.actions}>
        <button type="button" className={button.secondary} onClick={close}>
          Annuler
        </button>
        <button
          type="button"
          className={groups.danger}
          aria-disabled={pending}
          onClick={() => void confirm()}
        >
          Supprimer définitivement
        </button>
      </div>
    </ModalDialog>
  );
}
