import { GROUP_NAME_MAX, type GroupWire } from '@prepacode/domain/contracts/groups.contract';
import { useId, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { deleteGroup, renameGroup } from './groups-api';
import groups from './groups.module.css';
import styles from './school-page.module.css';
import { messageOf } from './use-school';
import { formText } from '../../lib/form-text';

interface GroupDialogProps {
  group: GroupWire | null;
  onClose: () => void;
  /** The call succeeded: its sentence, for the page to show and read out. */
  onDone: (message: string) => void;
}

/** A group's new name; a refusal (a name taken) stays in the dialog, next to the field. */
export function RenameGroupDialog({ group, onClose, onDone }: GroupDialogProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => {
    setProblem('');
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!group || pending) return;
    const name = formText(new FormData(event.currentTarget), 'nom');
    setPending(true);
    setProblem('');
    try {
      const answer = await renameGroup(group.id, name);
      close();
      onDone(answer.message);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <ModalDialog
      open={group !== null}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        Renommer le groupe «{'\u202f'}
        {group?.nom}
        {'\u202f'}»
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={dialog.body}>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <div className={groups.field}>
            <label htmlFor={`${id}-n`}>Nouveau nom</label>
            <input
              id={`${id}-n`}
              name="nom"
              defaultValue={group?.nom}
              maxLength={GROUP_NAME_MAX}
              required
              aria-invalid={problem ? true : undefined}
            />
          </div>
        </div>
        <div className={dialog.actions}>
          <button type="button" className={button.secondary} onClick={close}>
            Annuler
          </button>
          <button type="submit" className={button.primary} aria-disabled={pending}>
            Renommer
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Deleting a group says what happens to its learners before it is done. */
export function DeleteGroupDialog({ group, onClose, onDone }: GroupDialogProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => {
    setProblem('');
    onClose();
  };
  const confirm = async () => {
    if (!group || pending) return;
    setPending(true);
    try {
      const answer = await deleteGroup(group.id);
      close();
      onDone(answer.message);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  const count = group?.eleves ?? 0;
  return (
    <ModalDialog
      open={group !== null}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        Supprimer le groupe «{'\u202f'}
        {group?.nom}
        {'\u202f'}»{'\u202f'}?
      </h2>
      <div className={dialog.body}>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        <p className={styles.state}>
          {count === 0
            ? 'Le groupe n’a aucun élève.'
            : `Ses ${count === 1 ? 'un élève reste' : `${count} élèves restent`} dans la liste, sans groupe\u202f: aucun compte n’est supprimé.`}
        </p>
        <p className={styles.state}>Les messages publiés pour ce groupe sont retirés.</p>
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
          Supprimer le groupe
        </button>
      </div>
    </ModalDialog>
  );
}
