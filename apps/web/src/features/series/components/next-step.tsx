import type { LicenceCode } from '@prepacode/domain/licences';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { Compass } from 'lucide-react';
import { useId } from 'react';
import panel from '../../../components/ui/panel.module.css';
import { plural } from '../../../lib/format';
import type { StudentSeries } from '../api/get-series-eleve';
import { themeName, type LicenceTheme } from '../api/get-themes';
import { nextStep, type NextStep } from '../next-step';
import { NoCreditNotice } from './credits';
import { StartSerieButton } from './start-serie-button';
import styles from './next-step.module.css';

interface NextStepCardProps {
  licence: LicenceCode;
  data: StudentSeries;
  themes: Map<string, LicenceTheme> | undefined;
  ordreLettrage: OrdreLettrage;
  /** Where the licence counts mock-exam credits: how many remain, and where to ask for more. */
  credits: { remain: number; contactHref: string | null } | null;
  onStarted?: () => void;
}

/** What the step is, and why this one (issue #40). */
function describe(step: NextStep, themes: Map<string, LicenceTheme> | undefined) {
  switch (step.kind) {
    case 'continue':
      return {
        title: `Continuer\u202f: ${step.label}`,
        why: 'Vous l’avez commencée\u202f: reprenez où vous en étiez.',
        button: 'Continuer la série',
      };
    case 'theme': {
      const name = themeName(themes, step.themeId);
      return {
        title: `S’entraîner\u202f: ${name}`,
        why: `C’est le thème le plus loin de son objectif (${step.score}\u202f% de bonnes réponses pour ${step.target}\u202f% attendus)\u202f: une série d’entraînement, chaque réponse expliquée.`,
        button: 'S’entraîner sur ce thème',
      };
    }
    case 'exam':
      return {
        title: 'Passer un examen blanc',
        why:
          step.examsToPass > 0
            ? `Vos thèmes sont à leur objectif\u202f: place aux examens blancs en conditions d’examen (encore ${plural(step.examsToPass, 'examen blanc réussi', 'examens blancs réussis')} à faire).`
            : 'Vos examens blancs et vos thèmes sont au niveau\u202f: un examen blanc de temps en temps garde la forme jusqu’au jour J.',
        button: 'Commencer l’examen blanc',
      };
  }
}

/**
 * « Prochaine étape » (issue #40): the one action the dashboard opens on, and what the results
 * of every series lead to. The rest of the dashboard stays below it, for those who choose.
 */
export function NextStepCard({
  licence,
  data,
  themes,
  ordreLettrage,
  credits,
  onStarted,
}: NextStepCardProps) {
  const titleId = useId();
  const noneLeftId = useId();
  const step = nextStep(licence, data);
  const text = describe(step, themes);
  const parcours =
    step.kind === 'continue' ? step.parcours : step.kind === 'exam' ? 'examen' : 'entrainement';
  const credit =
    step.kind === 'exam' && credits
      ? { remain: credits.remain, redo: false, noneLeftId }
      : undefined;
  return (
    <section className={`${panel.panel} ${styles.step}`} aria-labelledby={titleId}>
      <p className={styles.kicker}>
        <Compass aria-hidden="true" size={18} /> Prochaine étape
      </p>
      <h2 id={titleId} className={panel.title}>
        {text.title}
      </h2>
      <p className={panel.text}>{text.why}</p>
      {credit && credit.remain <= 0 && (
        <NoCreditNotice id={noneLeftId} contactHref={credits?.contactHref ?? null} />
      )}
      <div>
        <StartSerieButton
          input={{ slug: step.slug, parcours, ordreLettrage }}
          label={text.button}
          onStarted={onStarted}
          credit={credit}
        />
      </div>
    </section>
  );
}
