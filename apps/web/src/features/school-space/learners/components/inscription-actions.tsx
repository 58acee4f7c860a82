import {
  ACCESS_EXTENSIONS,
  MAX_CREDITS_ADDED,
  creditsBodySchema,
  extendBodySchema,
  type LearnerRow,
  type inscriptionActionSchema,
} from '@prepacode/domain/contracts/school.contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import button from '../../../../components/ui/button.module.css';
import dialog from '../../../../components/ui/dialog.module.css';
import { formatDate } from '../../../../lib/format';
import { formText } from '../../../../lib/form-text';
import { useMutationForm, type MutationForm } from '../../../../lib/use-mutation-form';
import styles from '../../space/styles/page.module.css';
import { useAddCredits } from '../api/add-credits';
import { useExtendAccess } from '../api/extend-access';
import { useSendPasswordLink } from '../api/send-password-link';
import { useSetLicenceStatus } from '../api/set-licence-status';

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

type Action = 'extend' | 'credits' | 'status' | 'link';
type Answer = z.infer<typeof inscriptionActionSchema>;

/** A form's one number, as its schema reads it. */
const numberIn = (name: string) => (form: HTMLFormElement) => ({
  [name]: Number(formText(new FormData(form), name)),
});

interface InscriptionActionsProps {
  row: InscriptionRow;
  /** An action succeeded. */
  onChange: () => void;
  /** More actions, after these. */
  children?: ReactNode;
}

/**
 * The licence dialog's body: its state, then its actions, one at a time. The last action's
 * sentence or refusal is shown above them all, in one place (each form has one field: a refusal
 * of the page's check or of the server's is read there, as the answers are).
 */
export function InscriptionActions({ row, onChange, children }: InscriptionActionsProps) {
  const id = useId();
  const [last, setLast] = useState<Action | null>(null);
  const [done, setDone] = useState('');
  const [current, setCurrent] = useState<{
    until: string | null;
    credits: number;
    closed: boolean;
  } | null>(null);
  const extend = useExtendAccess(row.inscription);
  const credit = useAddCredits(row.inscription);
  const status = useSetLicenceStatus(row.inscription);
  const link = useSendPasswordLink(row.eleve);
  const busy = extend.isPending || credit.isPending || status.isPending || link.isPending;

  const show = (answer: Answer) => {
    setCurrent({
      until: answer.acces_jusquau,
      credits: answer.credits_restants,
      closed: answer.fermee,
    });
    setDone(answer.message);
    onChange();
  };
  const extendForm = useMutationForm({
    fields: [],
    schema: extendBodySchema,
    mutation: extend,
    read: numberIn('jours'),
    onDone: show,
  });
  const creditForm = useMutationForm({
    fields: [],
    schema: creditsBodySchema,
    mutation: credit,
    read: numberIn('nombre'),
    onDone: show,
  });
  /** Starts `action` unless another runs: the last sentence goes, its refusal will show. */
  const start = (action: Action) => {
    if (busy) return false;
    setLast(action);
    setDone('');
    return true;
  };
  const submit = (action: Action, form: MutationForm) => (event: FormEvent<HTMLFormElement>) => {
    if (start(action)) form.onSubmit(event);
    else event.preventDefault();
  };

  const until = current ? current.until : row.acces_jusquau;
  const credits = current ? current.credits : row.credits_restants;
  const closed = current ? current.closed : row.fermee;
  const problems: Record<Action, string | undefined> = {
    extend: extendForm.problem,
    credits: creditForm.problem,
    status: status.error?.message,
    link: link.error?.message,
  };
  const problem = last && problems[last];
  return (
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
      <form className={styles.action} noValidate onSubmit={submit('extend', extendForm)}>
        <label htmlFor={`${id}-j`}>Prolonger l’accès de</label>
        <select id={`${id}-j`} name="jours" defaultValue="90">
          {ACCESS_EXTENSIONS.map((days) => (
            <option key={days} value={days}>
              {days} jours
            </option>
          ))}
        </select>
        <button type="submit" className={button.primary} aria-disabled={busy}>
          Prolonger
        </button>
      </form>
      <form className={styles.action} noValidate onSubmit={submit('credits', creditForm)}>
        <label htmlFor={`${id}-c`}>Crédits d’examens blancs à ajouter</label>
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
        <button type="submit" className={button.primary} aria-disabled={busy}>
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
          aria-disabled={busy}
          aria-describedby={`${id}-f`}
          onClick={() => {
            if (start('status')) status.mutate({ fermee: !closed }, { onSuccess: show });
          }}
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
          aria-disabled={busy}
          aria-describedby={`${id}-l`}
          onClick={() => {
            if (start('link'))
              link.mutate(undefined, { onSuccess: (answer) => setDone(answer.message) });
          }}
        >
          Envoyer un lien de mot de passe
        </button>
      </div>
      {children}
    </div>
  );
}
