import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { plural } from '../../../lib/format';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { Part } from '../space/components/part';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import page from '../space/styles/page.module.css';
import { dashboardQuery } from './api/get-dashboard';
import { ActivityChart } from './components/activity-chart';
import styles from './components/dashboard.module.css';
import { EndingAccess } from './components/ending-access';
import { ExportLink } from './components/export-link';
import { KeyFigures } from './components/key-figures';
import { LicenceResultsTable } from './components/licence-results';
import { MissedThemes } from './components/missed-themes';
import { ResultsChart } from './components/results-chart';
import { SchoolsTable } from './components/schools-table';

/** The school the address names, if it is one of the staff member's several; else all of them. */
function scopeOf(search: URLSearchParams, ecoles: readonly { id: string }[]) {
  const named = search.get('ecole') ?? '';
  return ecoles.length > 1 && ecoles.some((ecole) => ecole.id === named) ? named : undefined;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const space = await schoolQueryClient.ensureQueryData(spaceQuery);
  if (space.actions.includes('voir_tableau_de_bord')) {
    const ecole = scopeOf(new URL(request.url).searchParams, space.ecoles);
    await schoolQueryClient.ensureQueryData(dashboardQuery(ecole));
  }
  return null;
}

/**
 * « Tableau de bord » (issue #41, point 3): what the school's learners do and how they pass,
 * for its manager; the network's operator sees every school, each school's line, or one school
 * (kept in the address, so a school's figures are bookmarked and sent).
 */
export function Component() {
  const me = useSpace();
  const [search, setSearch] = useSearchParams();
  const ecole = scopeOf(search, me.ecoles);
  const several = me.ecoles.length > 1;
  const choose = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('ecole', id);
    else next.delete('ecole');
    setSearch(next);
  };
  return (
    <>
      <h1 className={page.title}>Tableau de bord</h1>
      <p className={page.lead}>
        {several && !ecole
          ? `Les ${plural(me.ecoles.length, 'école')} de votre réseau, ensemble et une à une.`
          : 'Ce que font vos élèves et comment ils réussissent leur examen.'}
      </p>
      {!me.actions.includes('voir_tableau_de_bord') ? (
        <p className={page.problem} role="alert">
          Votre rôle ne vous permet pas de consulter le tableau de bord de l’école.
        </p>
      ) : (
        <>
          {several && (
            <SelectField
              label="Périmètre"
              wrapperClassName={styles.scope}
              value={ecole ?? ''}
              onChange={(event) => choose(event.target.value)}
              options={[
                ['', 'Tout le réseau'],
                ...me.ecoles.map((school) => [school.id, school.nom] as const),
              ]}
            />
          )}
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <DashboardView ecole={ecole} />
          </Suspense>
        </>
      )}
    </>
  );
}

function DashboardView({ ecole }: { ecole: string | undefined }) {
  const { data } = useSuspenseQuery(dashboardQuery(ecole));
  const href = useSpaceHref();
  return (
    <>
      <KeyFigures dashboard={data} />
      {data.ecoles && (
        <Part title="Par école">
          <SchoolsTable
            ecoles={data.ecoles}
            hrefOf={(id) => href(schoolSpacePath('dashboard'), { ecole: id })}
          />
          <div className={styles.actions}>
            <ExportLink table="ecoles" ecole={ecole} label="les chiffres par école" />
          </div>
        </Part>
      )}
      <Part title="Activité des élèves">
        <ActivityChart semaines={data.activite.semaines} />
        <div className={styles.actions}>
          <ExportLink table="activite" ecole={ecole} label="l’activité par semaine" />
        </div>
      </Part>
      <Part title="Résultats d’examen">
        <LicenceResultsTable permis={data.resultats.permis} />
        <ResultsChart mois={data.resultats.mois} />
        <div className={styles.actions}>
          <ExportLink table="resultats" ecole={ecole} label="les résultats par permis" />
          <ExportLink table="resultats-mois" ecole={ecole} label="les résultats par mois" />
        </div>
      </Part>
      <Part title="Thèmes les plus manqués">
        <MissedThemes themes={data.themes} />
        <div className={styles.actions}>
          <ExportLink table="themes" ecole={ecole} label="les thèmes manqués" />
        </div>
      </Part>
      <Part title="Accès qui se terminent dans les 30 jours">
        <EndingAccess ending={data.fins_acces} ecole={ecole} showSchool={data.ecole === null} />
      </Part>
    </>
  );
}
