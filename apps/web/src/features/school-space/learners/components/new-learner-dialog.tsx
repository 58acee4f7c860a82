import {
  MAX_ACCESS_DAYS,
  MAX_INITIAL_CREDITS,
} from '@prepacode/domain/contracts/school-accounts.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import styles from '../../space/styles/accounts.module.css';
import { useCreateLearner } from '../api/create-learner';
import {
  NEW_LEARNER_FIELDS,
  daysUntil,
  lastDayAfter,
  newLearnerSchema,
  readNewLearner,
} from './new-learner-form';
import { SelectField } from '../../../../components/ui/select-field';
import { LICENCE_OPTIONS } from '../../space/licence-options';
import { useCreditsField } from '../../space/api/get-credit-defaults';

interface NewLearnerDialogProps {
  open: boolean;
  me: SchoolSpace;
  onClose: () => void;
}

/**
 * « Nouvel élève » (issue #19, point 3): the learner, their licence, access and credits, their
 * school and group; the server mails them a link to choose their password. Each field's French
 * error is shown next to it, the same schema checking the form and the server. The dialog stays
 * open once a learner is created, to create the next.
 */
export function NewLearnerDialog({ open, me, onClose }: NewLearnerDialogProps) {
  const several = me.ecoles.length > 1;
  const [school, setSchool] = useState(several ? '' : (me.ecoles[0]?.id ?? ''));
  const [done, setDone] = useState('');
  // The access as a number of days or as its last day: either field moves the other.
  const [days, setDays] = useState('365');
  // The date field keeps what is being typed, even before it is a whole date.
  const [lastDay, setLastDay] = useState(() => lastDayAfter('365'));
  const [licence, setLicence] = useState('b');
  const credits = useCreditsField(several ? school || undefined : undefined, several, licence);
  const create = useCreateLearner();
  const form = useMutationForm({
    fields: NEW_LEARNER_FIELDS,
    schema: newLearnerSchema(several),
    mutation: create,
    read: (element) => readNewLearner(element, several),
    fieldOfCode: { deja_eleve: 'email' },
    onDone: (answer, element) => {
      setDone(answer.message);
      element.reset();
      setDays('365');
      setLastDay(lastDayAfter('365'));
      setLicence('b');
      credits.reset();
    },
  });
  const firstField = useRef<HTMLInputElement>(null);
  // The first field, not the scrolling body the browser may pick, takes the focus on opening
  // (ModalDialog's own effect, a child's, has opened the dialog by then).
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);
  const groups = me.groupes.filter((group) => group.ecole === school);

  const close = () => {
    form.reset();
    setDone('');
    onClose();
  };
  const { register } = form;
  const first = register('prenom');
  const setAccessDays = (value: string) => {
    setDays(value);
    setLastDay(lastDayAfter(value));
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Nouvel élève"
      submit={{ label: 'Créer l’élève' }}
      size="wide"
      form={{
        ...form,
        onSubmit: (event) => {
          setDone('');
          form.onSubmit(event);
        },
      }}
    >
      <p role="status" className={styles.done}>
        {done}
      </p>
      <div className={styles.pair}>
        <TextField
          label="Prénom"
          autoComplete="off"
          {...first}
          ref={(element) => {
            first.ref(element);
            firstField.current = element;
          }}
        />
        <TextField label="Nom" autoComplete="off" {...register('nom')} />
      </div>
      <TextField
        label="Adresse e‑mail"
        type="email"
        autoComplete="off"
        hint="L’élève y reçoit le lien pour accéder à son compte."
        {...register('email')}
      />
      <TextField
        label="Téléphone (facultatif)"
        type="tel"
        autoComplete="off"
        {...register('telephone')}
      />
      {several && (
        <SelectField
          label="École"
          options={[['', 'Choisir…'], ...me.ecoles.map((item) => [item.id, item.nom] as const)]}
          {...register('ecole', [school, setSchool])}
        />
      )}
      <SelectField
        label="Permis"
        options={LICENCE_OPTIONS}
        {...register('permis', [licence, setLicence])}
      />
      <div className={styles.pair}>
        <TextField
          label="Jours d’accès"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ACCESS_DAYS}
          {...register('jours', [days, setAccessDays])}
        />
        <TextField
          label="Soit jusqu’au"
          type="date"
          value={lastDay}
          onChange={(event) => {
            setLastDay(event.currentTarget.value);
            const count = daysUntil(event.currentTarget.value);
            if (count !== null) setDays(String(count));
          }}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Crédits d’examens blancs"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_INITIAL_CREDITS}
          hint="Ceux de l’école pour ce permis (Réglages), à changer pour cet élève."
          {...register('credits', [credits.value, credits.onChange])}
        />
      </div>
      {groups.length > 0 && (
        <SelectField
          label="Groupe (facultatif)"
          options={[['', 'Aucun groupe'], ...groups.map((group) => [group.id, group.nom] as const)]}
          {...register('groupe')}
        />
      )}
    </FormDialog>
  );
}
