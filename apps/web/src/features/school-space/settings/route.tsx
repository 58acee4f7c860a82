import { useSuspenseQuery } from '@tanstack/react-query';
import { creditDefaultsQuery } from '../space/api/get-credit-defaults';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { SchoolChoice } from '../space/components/school-choice';
import { schoolQueryClient } from '../space/query-client';
import styles from '../space/styles/accounts.module.css';
import page from '../space/styles/page.module.css';
import { CreditDefaultsForm } from './components/credit-defaults-form';

/** A manager's credits are read before the page shows; an operator first chooses the school. */
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
  return (
    <>
      <h1 className={page.title}>Réglages</h1>
      <p className={page.lead}>Ce que votre école donne à chaque nouvel élève.</p>
      {me.actions.includes('gerer_eleves') ? (
        <SchoolChoice>{(ecole) => <SchoolCredits ecole={ecole} />}</SchoolChoice>
      ) : (
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas de modifier les réglages de l’école.
        </p>
      )}
    </>
  );
}

function SchoolCredits({ ecole }: { ecole: string | undefined }) {
  const { data } = useSuspenseQuery(creditDefaultsQuery(ecole));
  // A new school's credits start a new form: its fields' first values are its own.
  return <CreditDefaultsForm key={data.ecole} defaults={data} />;
}
