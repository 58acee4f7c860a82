import {
  MAX_ACCESS_DAYS,
  MAX_INITIAL_CREDITS,
  learnerCreateBodySchema,
  learnerCreatedSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { LICENCE_CODES, LICENCE_TYPES } from '@prepacode/domain/licences';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import form from '../../components/ui/form.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { ApiError, apiRequest } from '../../lib/api-client';
import styles from './accounts.module.css';
import { fieldErrors, numberOf, optionalText } from './field-errors';
import { messageOf } from './use-school';
import { formText } from '../../lib/form-text';

const DAY = 86_400_000;
const today = () => new Date().toLocaleDateString('en-CA');

/** The last day of `days` of access from today, as the date field shows it ('' when unclear). */
function lastDayAfter(days: string): string {
  const count = Number(days);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ACCESS_DAYS) return '';
  return new Date(Date.parse(`${today()}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);
}

/** The days from today to a chosen last day, or null for a day that is not after today. */
function daysUntil(day: string): number | null {
  const count = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / DAY,
  );
  return Number.isInteger(count) && count >= 1 ? count : null;
}

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
  // The access as a number of days or as its last day: either field moves the other.
  const [days, setDays] = useState('365');
  // The date field keeps what is being typed, even before it is a whole date.
  const [lastDay, setLastDay] = useState(() => lastDayAfter('365'));
  const formRef = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  // The first field, not the scrolling body the browser may pick, takes the focus on opening
  // (ModalDialog's own effect, a child's, has opened the dialog by then).
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);
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
      prenom: formText(data, 'prenom'),
      nom: formText(data, 'nom'),
      email: formText(data, 'email'),
      telephone: optionalText(data, 'telephone'),
      permis: formText(data, 'permis'),
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
      setDays('365');
      setLastDay(lastDayAfter('365'));
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'compte_existant') {
        setErrors({ email: error.message });
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('input[name="email"]')?.focus(),
        );
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
            <TextField
              ref={firstField}
              label="Prénom"
              name="prenom"
              autoComplete="off"
              error={error('prenom')}
            />
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
              value={days}
              onChange={(event) => {
                setDays(event.currentTarget.value);
                setLastDay(lastDayAfter(event.currentTarget.value));
              }}
              error={error('jours')}
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
