import {
  MAX_ACCESS_DAYS,
  MAX_INITIAL_CREDITS,
  formationBodySchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { formNumber, formText } from '../../../../lib/form-text';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { useCreditsField } from '../../space/api/get-credit-defaults';
import { LICENCE_OPTIONS } from '../../space/licence-options';
import { useAddFormation } from '../api/add-formation';

interface FormationDialogProps {
  open: boolean;
  learner: { id: string; prenom: string; ecole: string };
  /** The licences the learner has, open or closed: extended or reopened, not added. */
  followed: readonly string[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * « Ajouter une formation » (issue #41, point 6): another licence for the learner, with its
 * days of access and the school's credits for it, as « Nouvel élève » gives them.
 */
export function FormationDialog({
  open,
  learner,
  followed,
  onClose,
  onDone,
}: FormationDialogProps) {
  const options = LICENCE_OPTIONS.filter(([code]) => !followed.includes(code));
  const [licence, setLicence] = useState<string>(options[0]?.[0] ?? 'b');
  const credits = useCreditsField(learner.ecole, true, licence);
  const form = useMutationForm({
    fields: ['permis', 'jours', 'credits'],
    schema: formationBodySchema,
    mutation: useAddFormation(learner.id),
    read: (element) => {
      const data = new FormData(element);
      return {
        permis: formText(data, 'permis'),
        jours: formNumber(data, 'jours'),
        credits: formNumber(data, 'credits'),
      };
    },
    fieldOfCode: { formation_existante: 'permis' },
    onDone: (answer) => {
      credits.reset();
      onClose();
      onDone(answer.message);
    },
  });
  const { register } = form;
  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title={`Ajouter une formation pour ${learner.prenom}`}
      submit={{ label: 'Ajouter la formation' }}
      form={form}
    >
      <SelectField
        label="Permis"
        options={options}
        {...register('permis', [licence, setLicence])}
      />
      <TextField
        label="Jours d’accès"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_ACCESS_DAYS}
        defaultValue={365}
        {...register('jours')}
      />
      <TextField
        label="Crédits d’examens blancs"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_INITIAL_CREDITS}
        hint="Ceux de l’école pour ce permis (Réglages), à changer pour cet élève."
        {...register('credits', [credits.value, credits.onChange])}
      />
    </FormDialog>
  );
}
