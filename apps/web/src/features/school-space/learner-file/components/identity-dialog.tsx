import { identityBodySchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { apiRequest } from '../../../../lib/api-client';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { invalidateSchoolData } from '../../space/api/invalidate';

interface IdentityDialogProps {
  open: boolean;
  learner: { id: string; prenom: string; nom: string; email: string };
  onClose: () => void;
  onDone: (message: string) => void;
}

/** PUT …/eleves/{eleve}/identite; the list and the page show the new name. */
function useChangeIdentity(eleve: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof identityBodySchema>) =>
      apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/identite`, {
        method: 'PUT',
        json: body,
        schema: schoolAnswerSchema,
      }),
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}

/**
 * « Modifier nom et e‑mail » (issue #41, point 6): the name changes at once; a new address once
 * the learner opens the link mailed to it, so a typo never takes their account away.
 */
export function IdentityDialog({ open, learner, onClose, onDone }: IdentityDialogProps) {
  const form = useMutationForm({
    fields: ['prenom', 'nom', 'email'],
    schema: identityBodySchema,
    mutation: useChangeIdentity(learner.id),
    fieldOfCode: { deja_eleve: 'email' },
    onDone: (answer) => {
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
      title={`Modifier le nom et l’e‑mail de ${learner.prenom} ${learner.nom}`}
      submit={{ label: 'Enregistrer' }}
      form={form}
    >
      <TextField
        label="Prénom"
        autoComplete="off"
        defaultValue={learner.prenom}
        {...register('prenom')}
      />
      <TextField label="Nom" autoComplete="off" defaultValue={learner.nom} {...register('nom')} />
      <TextField
        label="Adresse e‑mail"
        type="email"
        autoComplete="off"
        defaultValue={learner.email}
        hint={
          'Une nouvelle adresse reçoit un lien\u202f: elle remplace l’ancienne quand l’élève l’ouvre.'
        }
        {...register('email')}
      />
    </FormDialog>
  );
}
