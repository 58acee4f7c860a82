import { classroomJoinBodySchema } from '@prepacode/domain/contracts/classroom.contract';
import { useEffect, useRef } from 'react';
import button from '../../../components/ui/button.module.css';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useJoinSession } from '../api/join-session';

/**
 * « Code de la séance » (issue #43, point 3): the code the room's screen shows, typed as it
 * comes (spaces, dashes, lower case); a refusal says why in French next to the field. The QR
 * code of the room's screen gives the code in the address (`initialCode`): the form is then
 * sent at once, as if typed, and a refusal shows with the code in place.
 */
export function JoinForm({
  initialCode,
  onJoined,
}: {
  initialCode?: string;
  onJoined: (session: string) => void;
}) {
  const join = useJoinSession();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!initialCode || sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, [initialCode]);
  const { register, onSubmit, problem, pending } = useMutationForm({
    fields: ['code'] as const,
    schema: classroomJoinBodySchema,
    mutation: join,
    fieldOfCode: {
      seance_introuvable: 'code',
      seance_autre_ecole: 'code',
      formation_fermee: 'code',
    },
    onDone: onJoined,
  });
  return (
    <form ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate>
      {problem && (
        <p className={formStyles.problem} role="alert">
          {problem}
        </p>
      )}
      <TextField
        label="Code de la séance"
        hint="Les 6 caractères affichés sur l’écran de la salle."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        maxLength={12}
        defaultValue={initialCode}
        {...register('code')}
      />
      <button type="submit" className={button.primary} disabled={pending}>
        Rejoindre la séance
      </button>
    </form>
  );
}
