import {
  MAX_ACCESS_DAYS,
  MAX_INITIAL_CREDITS,
  learnerCreateBodySchema,
  learnerCreatedSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { LICENCE_CODES, LICENCE_TYPES } from '@prepacode/domain/licences';
import { useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import form from '../../components/ui/form.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { ApiError, apiRequest } from '../../lib/api-client';
import styles from './accounts.module.css';
import { fieldErrors, numberOf, optionalText } from './field-errors';
import { messageOf } from './use-school';

interface NewLearnerDialogProps {
  open: boolean;
  me: SchoolSpace;
  onClose: () => void;
  /** A learner was created: the list is read again. */
  onCreated: () => void;
}

/**
 * « Nouvel élève » (issue #19, point 3): the learner, their licence, access and credits, their
 * school and group; the server mails them a link to choose their password. Each field's French
 * error is shown next to it, the same schema checking the form and the server.
 */
export function NewLearnerDialog({ open, me, onClose, onCreated }: NewLearnerDialogProps) {
  const id = useId();
  const several = me.ecoles.length > 1;
  const [school, setSchool] = useState(several ? '' : (me.ecoles[0]?.id ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const groups = me.groupes.filter((group) => group.ecole === school);

  const close = () => {
    setErrors({});
    setProblem('');
    setDone('');
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const body = {
      prenom: String(data.get('prenom') ?? ''),
      nom: String(data.get('nom') ?? ''),
      email: String(data.get('email') ?? ''),
      telephone: optionalText(data, 'telephone'),
      permis: String(data.get('permis') ?? ''),
      jours: numberOf(data, 'jours'),
      credits: numberOf(data, 'credits'),
      ecole: several ? (optionalText(data, 'ecole') ?? '') : undefined,
      groupe: optionalText(data, 'groupe'),
    };
    const checked = fieldErrors(learnerCreateBodySchema, body);
    if (several && !body.ecole) checked.errors.ecole = 'Choisissez l’école de l’élève.';
    setErrors(checked.errors);
    setProblem('');
    setDone('');
    if (!checked.data || Object.keys(checked.errors).length > 0) {
      // The first field in error takes the focus, so its message is read.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest('/central/api/ecole/eleves', {
        method: 'POST',
        json: checked.data,
        schema: learnerCreatedSchema,
      });
      setDone(answer.message);
      formRef.current?.reset();
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'compte_existant') {
        setErrors({ email: error.message });
      } else setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const error = (name: string) => errors[name];
  const select = (name: string, label: string, options: [string, string][], value?: string) => (
    <div className={form.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={error(name) ? `${id}-${name}-error` : undefined}
        {...(value === undefined
          ? {}
          : { value, onChange: (event) => setSchool(event.currentTarget.value) })}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      {error(name) && (
        <p id={`${id}-${name}-error`} className={form.error}>
          {error(name)}
        </p>
      )}
    </div>
  );

  return (
    <ModalDialog
      open={open}
      onClose={close}
      className={`${dialog.frame} ${styles.dialog}`}
      labelledBy={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={dialog.title}>
        Nouvel élève
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
      >
        <div className={dialog.body}>
          <p role="status" className={styles.done}>
            {done}
          </p>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <div className={styles.pair}>
            <TextField label="Prénom" name="prenom" autoComplete="off" error={error('prenom')} />
            <TextField label="Nom" name="nom" autoComplete="off" error={error('nom')} />
          </div>
          <TextField
            label="Adresse e‑mail"
            name="email"
            type="email"
            autoComplete="off"
            hint="L’élève y reçoit un lien pour choisir son mot de passe."
            error={error('email')}
          />
          <TextField
            label="Téléphone (facultatif)"
            name="telephone"
            type="tel"
            autoComplete="off"
            error={error('telephone')}
          />
          {several &&
            select(
              'ecole',
              'École',
              [['', 'Choisir…'], ...me.ecoles.map((item): [string, string] => [item.id, item.nom])],
              school,
            )}
          {select(
            'permis',
            'Permis',
            LICENCE_CODES.map((code): [string, string] => [code, LICENCE_TYPES[code].name]),
          )}
          <div className={styles.pair}>
            <TextField
              label="Jours d’accès"
              name="jours"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ACCESS_DAYS}
              defaultValue={365}
              error={error('jours')}
            />
            <TextField
              label="Crédits d’examen"
              name="credits"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_INITIAL_CREDITS}
              defaultValue={0}
              error={error('credits')}
            />
          </div>
          {groups.length > 0 &&
            select('groupe', 'Groupe (facultatif)', [
              ['', 'Aucun groupe'],
              ...groups.map((group): [string, string] => [group.id, group.nom]),
            ])}
        </div>
        <div className={dialog.actions}>
          <button type="button" className={button.secondary} onClick={close}>
            Fermer
          </button>
          <button type="submit" className={button.primary} aria-disabled={pending}>
            Créer l’élève
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
