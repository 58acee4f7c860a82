import { examDayLabel } from '@prepacode/domain/exam-booking';
import { READY_PASS_CHANCE } from '@prepacode/domain/readiness-chance';
import { formatPercent, plural } from '../../../lib/format';
import type { Preparation } from '../api/preparation';
import styles from './preparation.module.css';

/** « le mardi 8 décembre », or « aujourd’hui » without an exam day. */
export const forDayText = (preparation: Pick<Preparation, 'examDay' | 'forDay'>) =>
  preparation.examDay ? `le ${examDayLabel(preparation.forDay)}` : 'aujourd’hui';

/** The line readiness gives when the predicted chance holds it back. */
export const chanceBelowLabel = (preparation: Preparation) =>
  `Chance prédite de réussir l’examen blanc ${forDayText(preparation)}\u202f: ${formatPercent(
    preparation.passChance,
  )} (il en faut ${formatPercent(READY_PASS_CHANCE)})`;

/** The plan's advice when its pace cannot be kept. */
function planWarning(plan: NonNullable<Preparation['plan']>): string {
  if (plan.days <= 2) {
    return `Votre examen est ${plan.days === 1 ? 'demain' : 'dans 2 jours'}\u202f: plus le temps d’apprendre de nouvelles questions. Votre série personnalisée commence par les questions à revoir et vos thèmes les plus faibles.`;
  }
  return `C’est plus qu’on n’en tient d’habitude\u202f: votre série personnalisée commence par les questions à revoir et vos thèmes les plus faibles. Reportez l’examen si vous le pouvez.`;
}

/**
 * What the memory model says (issue #44, points 2 and 3): the chance of passing the mock exam on
 * the exam day, the pace to get there, and each theme's chance.
 */
export function PreparationSummary({
  preparation,
  themeName,
}: {
  preparation: Preparation;
  themeName: (id: string) => string;
}) {
  const { plan } = preparation;
  return (
    <div className={styles.summary}>
      <p className={styles.chance}>
        Chance de réussir l’examen blanc {forDayText(preparation)}
        {'\u202f: '}
        <strong>{formatPercent(preparation.passChance)}</strong>
      </p>
      {plan ? (
        <>
          <p className={styles.plan}>
            <strong>
              {plural(plan.perDay, 'question')} par jour jusqu’au{' '}
              {examDayLabel(preparation.forDay).replace(/^\p{L}+ /u, '')}
            </strong>
          </p>
          <p className={styles.detail}>
            {plural(plan.due, 'question')} à revoir aujourd’hui
            {plan.unseen > 0 && `, ${plural(plan.newPerDay, 'nouvelle', 'nouvelles')} par jour`}.
          </p>
          {!plan.feasible && (
            <p className={styles.warning} role="note">
              {planWarning(plan)}
            </p>
          )}
        </>
      ) : (
        !preparation.examDay && (
          <p className={styles.detail}>
            {
              'Indiquez la date de votre examen\u202f: le plan vous dira combien de questions faire chaque jour pour y arriver prêt.'
            }
          </p>
        )
      )}
      <details className={styles.themes}>
        <summary>Mes chances par thème</summary>
        <ul>
          {preparation.themes.map((theme) => (
            <li key={theme.themeId}>
              <span>{themeName(theme.themeId)}</span>
              <strong>{formatPercent(theme.chance)}</strong>
              <span className={styles.known}>
                {theme.known} / {theme.total} questions déjà vues
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
