import {
  GROUP_NAME_MAX,
  groupRenameBodySchema,
  type GroupWire,
} from '@prepacode/domain/contracts/groups.contract';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { useConfirmation, useMutationForm } from '../../../../lib/use-mutation-form';
import page from '../../space/styles/page.module.css';
import { useDeleteGroup } from '../api/delete-group';
import { useRenameGroup } from '../api/rename-group';

interface GroupDialogProps {
  /** The group the dialog is open for; none, closed. */
  group: GroupWire | null;
  onClose: () => void;
  /** The call succeeded: its sentence, for the page to show and read out. */
  onDone: (message: string) => void;
}

/** A group's new name; a refusal (a name taken) stays in the dialog, next to the field. */
export function RenameGroupDialog({ group, onClose, onDone }: GroupDialogProps) {
  // The form is sent only while the dialog is open, so with a group.
  const rename = useRenameGroup(group?.id ?? '');
  const { register, reset, ...form } = useMutationForm({
    fields: ['nom'],
    schema: groupRenameBodySchema,
    mutation: rename,
    fieldOfCode: { groupe_existant: 'nom' },
    onDone: (answer) => {
      onClose();
      onDone(answer.message);
    },
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open={group !== null}
      onClose={close}
      title={
        <>
          Renommer le groupe «{'\u202f'}
          {group?.nom}
          {'\u202f'}»
        </>
      }
      submit={{ label: 'Renommer' }}
      form={form}
    >
      <TextField
        label="Nouveau nom"
        defaultValue={group?.nom}
        maxLength={GROUP_NAME_MAX}
        required
        {...register('nom')}
      />
    </FormDialog>
  );
}

/** Deleting a group says what happens to its learners before it is done. */
export function DeleteGroupDialog({ group, onClose, onDone }: GroupDialogProps) {
  // Confirmed only while the dialog is open, so with a group.
  const remove = useDeleteGroup(group?.id ?? '');
  const confirmation = useConfirmation(remove, (answer) => {
    onClose();
    onDone(answer.message);
  });
  const close = () => {
    // The next group's dialog opens with no refusal of this one.
    remove.reset();
    onClose();
  };
  const count = group?.eleves ?? 0;
  return (
    <FormDialog
      open={group !== null}
      onClose={close}
      title={
        <>
          Supprimer le groupe «{'\u202f'}
          {group?.nom}
          {'\u202f'}»{'\u202f'}?
        </>
      }
      submit={{ label: 'Supprimer le groupe', tone: 'danger' }}
      form={{ ...confirmation, problem: remove.isError ? confirmation.problem : '' }}
    >
      <p className={page.state}>
        {count === 0
          ? 'Le groupe n’a aucun élève.'
          : `Ses ${count === 1 ? 'un élève reste' : `${count} élèves restent`} dans la liste, sans groupe\u202f: aucun compte n’est supprimé.`}
      </p>
      <p className={page.state}>Les messages publiés pour ce groupe sont retirés.</p>
    </FormDialog>
  );
}
