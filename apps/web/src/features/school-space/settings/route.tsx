import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { creditDefaultsQuery } from '../space/api/get-credit-defaults';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import styles from '../space/styles/accounts.module.css';
import { CreditDefaultsForm } from './components/credit-defaults-form';

/**
 * A manager's credits start from their school's; an operator first chooses the school, so
 * nothing is read before.
 */
export async function loader() {
  const space = await schoolQueryClient.ensureQueryData(spaceQuery);
  if (space.ecoles.length === 1 && space.actions.includes('gerer_eleves')) {
    await schoolQueryClient.ensureQueryData(creditDefaultsQuery(undefined));
  }
  return null;
}

/** « Réglages » (issue #41, point 5): what the school gives its new learners. */
export function Component() {
  const me = useSpace();
  const several = me.ecoles.length > 1;
  const [school, setSchool] = useState('');
  return (
    <>
      <h1 className={page.title}>Réglages</h1>
      <p className={page.lead}>Ce que votre école donne à chaque nouvel élève.</p>
      {!me.actions.includes('gerer_eleves') ? (
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas de modifier les réglages de l’école.
        </p>
      ) : several ? (
        <>
          <div className={styles.panel}>
            <SelectField
              label="École"
              value={school}
              onChange={(event) => setSchool(event.target.value)}
              options={[
                ['', 'Choisir…'],
                ...me.ecoles.map((ecole) => [ecole.id, ecole.nom] as const),
              ]}
            />
          </div>
          {school && (
            <Suspense fallback={<p role="status">Chargement…</p>}>
              <SchoolCredits ecole={school} />
            </Suspense>
          )}
        </>
      ) : (
        <SchoolCredits ecole={undefined} />
      )}
    </>
  );
}

function SchoolCredits({ ecole }: { ecole: string | undefined }) {
  const { data } = useSuspenseQuery(creditDefaultsQuery(ecole));
  // A new school's credits start a new form: its fields' first values are its own.
  return <CreditDefaultsForm key={data.ecole} defaults={data} />;
}
