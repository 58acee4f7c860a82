import { ofPerson } from '@prepacode/domain/typography';
import type { LearnerRow } from '@prepacode/domain/contracts/school.contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { formatDate } from '../../../../lib/format';
import { useConfirmation } from '../../../../lib/use-mutation-form';
import groups from '../../space/styles/groups.module.css';
import styles from '../../space/styles/page.module.css';
import { useAnonymiseLearner } from '../api/anonymise-learner';

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
export function AnonymiseDialog(props: AnonymiseDialogProps) {
  // Each opening starts afresh: a refusal shown for one learner is not shown for the next.
  const [opening, setOpening] = useState({ open: false, count: 0 });
  const open = props.row !== null;
  if (open !== opening.open) setOpening({ open, count: opening.count + (open ? 1 : 0) });
  return <Confirmation key={opening.count} {...props} />;
}

function Confirmation({ row, onClose, onDone }: AnonymiseDialogProps) {
  // Sent only while open, that is with a row.
  const erase = useAnonymiseLearner(row?.eleve ?? '');
  const form = useConfirmation(erase, (answer) => {
    onClose();
    onDone(answer.message);
  });
  const request = row?.demande_suppression ?? null;
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={
        <>
          Supprimer les données {ofPerson(`${row?.prenom ?? ''} ${row?.nom ?? ''}`)}
          {'\u202f'}?
        </>
      }
      submit={{ label: 'Supprimer définitivement', tone: 'danger' }}
      form={form}
    >
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
    </FormDialog>
  );
}
