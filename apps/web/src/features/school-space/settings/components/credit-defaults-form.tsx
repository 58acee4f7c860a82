import {
  defaultCreditsSchema,
  type CreditDefaults,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { LICENCE_CODES, schoolLicenceName, type LicenceCode } from '@prepacode/domain/licences';
import { ofPerson } from '@prepacode/domain/typography';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import { TextField } from '../../../../components/ui/text-field';
import { formNumber } from '../../../../lib/form-text';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { FormEnd } from '../../space/components/form-end';
import styles from '../../space/styles/accounts.module.css';
import { useSaveCreditDefaults } from '../api/save-credit-defaults';

const creditsFormSchema = z.object(
  Object.fromEntries(LICENCE_CODES.map((code) => [code, defaultCreditsSchema])) as Record<
    LicenceCode,
    typeof defaultCreditsSchema
  >,
);

/** Each licence's field as a number, as the schema reads it. */
function readCredits(form: HTMLFormElement) {
  const data = new FormData(form);
  return Object.fromEntries(LICENCE_CODES.map((code) => [code, formNumber(data, code)]));
}

/**
 * The credits every new learner of a licence gets (« Nouvel élève », the import, the codes
 * start from them): one field per licence, saved together.
 */
export function CreditDefaultsForm({ defaults }: { defaults: CreditDefaults }) {
  const id = useId();
  const [done, setDone] = useState('');
  const form = useMutationForm({
    fields: LICENCE_CODES,
    schema: creditsFormSchema,
    mutation: useSaveCreditDefaults(defaults.ecole),
    read: readCredits,
    onDone: (answer) => setDone(answer.message),
  });
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
      <h2 id={`${id}-t`}>Crédits d’examens blancs à l’inscription</h2>
      <p>
        Ce que reçoit chaque nouvel élève {ofPerson(defaults.nom)} selon son permis, qu’il soit créé
        avec {'«\u202fNouvel élève\u202f»'}, importé ou inscrit avec un code d’activation. Vous
        pouvez toujours en ajouter à un élève depuis la liste.
      </p>
      <div className={styles.grid}>
        {defaults.credits.map((entry) => (
          <TextField
            key={`${defaults.ecole}-${entry.permis}`}
            label={schoolLicenceName(entry.permis)}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            defaultValue={entry.credits}
            {...form.register(entry.permis)}
          />
        ))}
      </div>
      <FormEnd
        label="Enregistrer les crédits"
        pending={form.pending}
        done={done}
        problem={form.problem}
      />
    </form>
  );
}
