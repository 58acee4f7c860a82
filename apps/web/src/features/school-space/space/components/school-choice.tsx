import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../../components/ui/select-field';
import { useSpace } from '../api/get-space';
import styles from '../styles/accounts.module.css';

/**
 * A page about one school: who has one sees theirs at once (`undefined`: the server knows it);
 * the network's operator first chooses which (or the address's `ecole`), and nothing is read
 * before.
 */
export function SchoolChoice({ children }: { children: (ecole: string | undefined) => ReactNode }) {
  const { ecoles } = useSpace();
  // An address may name the school (« Inviter le premier gestionnaire » of a new school).
  const [search] = useSearchParams();
  const named = search.get('ecole') ?? '';
  const [school, setSchool] = useState(ecoles.some((ecole) => ecole.id === named) ? named : '');
  if (ecoles.length <= 1) return children(undefined);
  return (
    <>
      <div className={styles.panel}>
        <SelectField
          label="École"
          value={school}
          onChange={(event) => setSchool(event.target.value)}
          options={[['', 'Choisir…'], ...ecoles.map((ecole) => [ecole.id, ecole.nom] as const)]}
        />
      </div>
      {school && (
        <Suspense fallback={<p role="status">Chargement…</p>}>{children(school)}</Suspense>
      )}
    </>
  );
}
