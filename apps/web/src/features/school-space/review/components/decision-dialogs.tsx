import {
  reviewEditSchema,
  type ReviewedQuestion as Question,
  type ReviewEdit,
} from '@prepacode/domain/contracts/question-review.contract';
import { useId } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import form from '../../../../components/ui/form.module.css';
import { TextField } from '../../../../components/ui/text-field';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { formText } from '../../../../lib/form-text';
import type { useCheckedForm } from '../../../../lib/use-checked-form';
import { useConfirmation, useMutationForm } from '../../../../lib/use-mutation-form';
import { described } from '../../space/components/described';
import page from '../../space/styles/page.module.css';
import { useDecideQuestion, type Decision } from '../api/decide-question';
import { typedAnswer } from './question-content';
import styles from './review.module.css';

interface DecisionDialogProps {
  /** The question the dialog is open for, as the operator saw it; none, closed. */
  question: Question | null;
  onClose: () => void;
  /** The server decided: its sentence, for the page to say. */
  onDone: (message: string) => void;
  /** Another operator decided first: the dialog closes, the page says so and shows it. */
  onConflict: (message: string) => void;
}

/** The dialogs send only while open, so with a question. */
function opened(question: Question | null): Question {
  if (!question) throw new Error('A decision dialog sends only while it is open.');
  return question;
}

/**
 * A dialog's decision on its question: once the server decided, the dialog closes and the page
 * says it; when another operator decided first, the dialog closes and the page says why. Any
 * other refusal stays in the dialog.
 */
function useDialogDecision<V = void>(
  { question, onClose, onDone, onConflict }: DecisionDialogProps,
  decisionOf: (question: Question, variables: V) => Decision,
) {
  const mutation = useDecideQuestion(
    (variables: V) => decisionOf(opened(question), variables),
    (message) => {
      onClose();
      onConflict(message);
    },
  );
  const done = (answer: { message: string }) => {
    onClose();
    onDone(answer.message);
  };
  return { mutation, done };
}

/** A dialog's title naming its question, whose identifier does not break at its hyphens. */
const titled = (words: string, question: Question | null, end = '') => (
  <>
    {words} <span className={styles.id}>{question?.identifiant}</span>
    {end}
  </>
);

const EDIT_FIELDS = [
  'enonce',
  'propositions',
  'mots',
  'valeur',
  'tolerance',
  'explication',
  'reference',
  'alt',
] as const;
type EditField = (typeof EDIT_FIELDS)[number];

/** The fields as the schema reads them: a typed answer has no propositions, a picture its text. */
function readEdit(question: Question, element: HTMLFormElement) {
  const data = new FormData(element);
  const choices =
    question.reponse === null
      ? {
          propositions: Object.fromEntries(
            question.propositions.map(({ lettre }) => [
              lettre,
              formText(data, `proposition-${lettre}`),
            ]),
          ),
          correctes: data.getAll('correctes').filter((value) => typeof value === 'string'),
        }
      : {};
  // A short answer's words, one a line.
  const words = question.reponse?.mots
    ? {
        mots: formText(data, 'mots')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }
    : {};
  const number = question.reponse?.nombre
    ? { valeur: formText(data, 'valeur'), tolerance: formText(data, 'tolerance') }
    : {};
  return {
    enonce: formText(data, 'enonce'),
    ...choices,
    ...words,
    ...number,
    explication: formText(data, 'explication'),
    reference: formText(data, 'reference'),
    ...(question.media ? { alt: formText(data, 'alt') } : {}),
  };
}

type Register = ReturnType<typeof useCheckedForm<EditField>>['register'];

/** A long text of the question, in a textarea named by its label and described by its error. */
function Area({
  field,
  label,
  rows,
  value,
  register,
}: {
  field: EditField;
  label: string;
  rows: number;
  value: string;
  register: Register;
}) {
  const id = useId();
  const { control, error } = described(register(field), id);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <textarea rows={rows} defaultValue={value} {...control} />
      {error}
    </div>
  );
}

/** Each proposition's text and whether it is right; the schema's refusal under them all. */
function PropositionFields({ question, register }: { question: Question; register: Register }) {
  const id = useId();
  const { error, ref, onChange } = register('propositions');
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.propositions}>
      <legend>Propositions</legend>
      {question.propositions.map((p, index) => (
        <fieldset key={p.lettre} className={styles.proposition}>
          <legend>Proposition {p.lettre}</legend>
          <div className={form.field}>
            <label className={hidden.srOnly} htmlFor={`${id}-${p.lettre}`}>
              Texte de la proposition {p.lettre}
            </label>
            <input
              id={`${id}-${p.lettre}`}
              type="text"
              name={`proposition-${p.lettre}`}
              defaultValue={p.texte}
              ref={index === 0 ? ref : undefined}
              onChange={onChange}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <label className={form.choice}>
            <input type="checkbox" name="correctes" value={p.lettre} defaultChecked={p.juste} />
            Bonne réponse
          </label>
        </fieldset>
      ))}
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * How the question is answered, as its reviewer may correct it: a short answer's words, a plain
 * number and its margin, the propositions; a time or a position is shown as the file gave it.
 */
function AnswerFields({ question, register }: { question: Question; register: Register }) {
  const { reponse } = question;
  if (!reponse) return <PropositionFields question={question} register={register} />;
  if (reponse.mots)
    return (
      <Area
        field="mots"
        label="Réponses acceptées, une par ligne (majuscules et accents libres)"
        rows={3}
        value={reponse.mots.join('\n')}
        register={register}
      />
    );
  if (!reponse.nombre)
    return (
      <p className={page.state}>
        Réponse attendue{'\u202f'}: {typedAnswer(reponse)}
      </p>
    );
  return (
    <div className={styles.number}>
      <TextField
        label="Réponse attendue"
        defaultValue={reponse.valeur}
        inputMode="decimal"
        {...register('valeur')}
      />
      <TextField
        label="Marge acceptée (0 pour la valeur exacte)"
        defaultValue={reponse.tolerance}
        inputMode="decimal"
        {...register('tolerance')}
      />
    </div>
  );
}

/**
 * « Modifier »: the question rewritten, then accepted with it (the server checks it as it checks
 * our own files and keeps it as a new version). A refusal stays in the dialog, by its field.
 */
export function EditDialog(props: DecisionDialogProps) {
  const { question, onClose } = props;
  const { mutation, done } = useDialogDecision(
    props,
    (seen, modification: ReviewEdit): Decision => ({
      question: seen,
      decision: 'acceptee',
      modification,
    }),
  );
  const { register, reset, ...state } = useMutationForm({
    fields: EDIT_FIELDS,
    schema: reviewEditSchema,
    mutation,
    read: (element) => readEdit(opened(question), element),
    onDone: done,
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open={question !== null}
      onClose={close}
      title={titled('Modifier la question', question)}
      submit={{ label: 'Enregistrer et accepter' }}
      form={state}
      size="wide"
    >
      {question && (
        <>
          <Area
            field="enonce"
            label="Énoncé"
            rows={3}
            value={question.enonce}
            register={register}
          />
          {question.enonce_suite !== null && (
            <p className={form.hint}>
              Suite de l’énoncé, avant les propositions C et D{'\u202f'}: {question.enonce_suite}
            </p>
          )}
          <AnswerFields question={question} register={register} />
          <Area
            field="explication"
            label="Explication"
            rows={5}
            value={question.explication}
            register={register}
          />
          <TextField
            label="Référence"
            defaultValue={question.reference}
            {...register('reference')}
          />
          {question.media && (
            <>
              <img className={styles.thumbnail} src={question.media.url} alt="" />
              <Area
                field="alt"
                label="Description de l’image, pour qui ne la voit pas"
                rows={2}
                value={question.media.alt}
                register={register}
              />
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** « Refuser », confirmed: the network's learners will not be asked the question. */
export function RefuseDialog(props: DecisionDialogProps) {
  const { question, onClose } = props;
  const { mutation, done } = useDialogDecision(props, (seen): Decision => ({
    question: seen,
    decision: 'refusee',
  }));
  const confirmation = useConfirmation(mutation, done);
  return (
    <FormDialog
      open={question !== null}
      onClose={onClose}
      title={titled('Refuser la question', question, '\u202f?')}
      submit={{ label: 'Refuser la question', tone: 'danger' }}
      form={confirmation}
    >
      <p className={page.state}>
        Les élèves du réseau ne la verront pas. Elle reste dans la banque avec le statut
        {' «\u202fRefusée\u202f»'}
        {'\u202f'}: vous pourrez encore l’accepter plus tard.
      </p>
    </FormDialog>
  );
}
