import { TEAM_ROLES, inviteBodySchema } from '@prepacode/domain/contracts/team.contract';
import { STAFF_ROLE_LABELS } from '@prepacode/domain/staff-roles';
import { ofPerson } from '@prepacode/domain/typography';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { FormEnd } from '../../space/components/form-end';
import styles from '../../space/styles/accounts.module.css';
import { useInvite } from '../api/team';

const FIELDS = ['prenom', 'nom', 'email', 'role'] as const;
const formSchema = z.omit(inviteBodySchema, { ecole: true });

/** « Inviter » : the person, their address and role; the server mails them the link. */
export function InviteForm({ ecole, school }: { ecole: string | undefined; school: string }) {
  const id = useId();
  const [done, setDone] = useState('');
  const form = useMutationForm({
    fields: FIELDS,
    schema: formSchema,
    mutation: useInvite(ecole),
    fieldOfCode: { compte_existant: 'email' },
    onDone: (answer, element) => {
      element.reset();
      setDone(answer.message);
    },
  });
  const { register } = form;
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby={`${id}-t`}
      onSubmit={(event) => {
        setDone('');
        form.onSubmit(event);
      }}
    >
      <h2 id={`${id}-t`}>Inviter quelqu’un</h2>
      <p>
        Un e‑mail part à la personne avec un lien, valable 7 jours, pour choisir son mot de passe et
        rejoindre l’équipe {ofPerson(school)}.
      </p>
      <div className={styles.grid}>
        <TextField label="Prénom" autoComplete="off" {...register('prenom')} />
        <TextField label="Nom" autoComplete="off" {...register('nom')} />
        <TextField label="Adresse e‑mail" type="email" autoComplete="off" {...register('email')} />
        <SelectField
          label="Rôle"
          defaultValue="moniteur"
          options={[...TEAM_ROLES]
            .reverse()
            .map((role) => [role, STAFF_ROLE_LABELS[role]] as const)}
          {...register('role')}
        />
      </div>
      <FormEnd
        label="Envoyer l’invitation"
        pending={form.pending}
        done={done}
        problem={form.problem}
      />
    </form>
  );
}
