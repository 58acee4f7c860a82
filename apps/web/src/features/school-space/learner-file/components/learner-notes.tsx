import { NOTE_MAX, noteBodySchema } from '@prepacode/domain/contracts/learner-file.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import button from '../../../../components/ui/button.module.css';
import form from '../../../../components/ui/form.module.css';
import { formatDateTime } from '../../../../lib/format';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { FormEnd } from '../../space/components/form-end';
import { notesQuery, useAddNote, useRemoveNote } from '../api/notes';
import styles from './learner-file.module.css';

/**
 * The team's notes on a learner (issue #41, point 6): what an instructor saw in a lesson, for
 * the colleagues; the learner never sees them. Each author deletes their own.
 */
export function LearnerNotes({ eleve }: { eleve: string }) {
  const id = useId();
  const notes = useQuery(notesQuery(eleve));
  const remove = useRemoveNote(eleve);
  const [done, setDone] = useState('');
  const note = useMutationForm({
    fields: ['texte'],
    schema: noteBodySchema,
    mutation: useAddNote(eleve),
    onDone: (answer, element) => {
      element.reset();
      setDone(answer.message);
    },
  });
  const { error: textError, ...text } = note.register('texte');
  return (
    <>
      <p className={styles.muted}>Visibles de l’équipe de l’école seulement, jamais de l’élève.</p>
      {notes.data && notes.data.length > 0 && (
        <ul className={styles.notes}>
          {notes.data.map((item) => (
            <li key={item.id}>
              <p className={styles.muted}>
                {item.auteur ?? 'Ancien membre de l’équipe'}, le {formatDateTime(item.le)}
              </p>
              <p className={styles.noteText}>{item.texte}</p>
              {item.mienne && (
                <button
                  type="button"
                  className={button.secondary}
                  aria-disabled={remove.isPending}
                  onClick={() => {
                    if (remove.isPending) return;
                    remove.mutate(item.id, { onSuccess: (answer) => setDone(answer.message) });
                  }}
                >
                  Supprimer ma note du {formatDateTime(item.le)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          setDone('');
          note.onSubmit(event);
        }}
      >
        <div className={form.field}>
          <label htmlFor={`${id}-n`}>Nouvelle note</label>
          <textarea
            id={`${id}-n`}
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${id}-e` : undefined}
            {...text}
          />
          {textError && (
            <p id={`${id}-e`} className={form.error}>
              {textError}
            </p>
          )}
        </div>
        <FormEnd
          label="Ajouter la note"
          pending={note.pending}
          done={done}
          problem={note.problem || (remove.error?.message ?? '')}
        />
      </form>
    </>
  );
}
