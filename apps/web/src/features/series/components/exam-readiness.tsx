import type { LicenceCode } from '@prepacode/domain/licences';
import { READY_PASS_CHANCE, withPassChance } from '@prepacode/domain/readiness-chance';
import { examReadiness, READINESS_EXAMS, type Readiness } from '@prepacode/domain/readiness';
import { BadgeCheck, ClipboardList, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatPercent, plural } from '../../../lib/format';
import type { HistoryEntry } from '../api/get-historique';
import type { MockExam, ThemeResult } from '../api/get-series-eleve';
import { themeName, type LicenceTheme } from '../api/get-themes';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam-readiness.module.css';
import { markText } from '../../../lib/exam-text';
import { detailedPassRule } from './mock-exam-rules';

interface ExamReadinessProps {
  /** Newest first. */
  history: HistoryEntry[];
  results: ThemeResult[];
  themes: Map<string, LicenceTheme> | undefined;
  licence: LicenceCode;
  /** The licence's mock exam, whose pass mark the verdict asks for. */
  mockExam: MockExam;
  /**
   * The memory model's chance of passing on the exam day (issue #44), when known: the verdict
   * asks it too, and `belowLabel` says so when it holds the learner back.
   */
  prediction?: { passChance: number; belowLabel: string };
  /** What the model says besides (the chances, the plan, the exam's day), under the verdict. */
  children?: ReactNode;
}

/** « Encore 2 examens blancs réussis à faire », singular at one. */
export const examsToPassLabel = (count: number) =>
  `Encore ${plural(count, 'examen blanc réussi', 'examens blancs réussis')} à faire`;

/** « 2 thèmes sous l’objectif : Circulation, Usagers » (U+202F before the colon). */
export const themesBelowLabel = (names: string[]) =>
  `${plural(names.length, 'thème')} sous l’objectif\u202f: ${names.join(', ')}`;

function verdictOf(readiness: Readiness) {
  if (readiness.ready) return { Icon: BadgeCheck, text: 'Prêt pour l’examen' };
  if (readiness.exams.length === 0) return { Icon: ClipboardList, text: 'À vous de jouer' };
  return { Icon: TrendingUp, text: 'Encore un effort' };
}

/**
 * Where the learner stands (issue #18, point 6): ready only when the last mock exams in exam
 * conditions all passed and every theme reached its target (packages/domain/src/readiness.ts);
 * otherwise what is still missing, in words.
 */
export function ExamReadiness({
  history,
  results,
  themes,
  licence,
  mockExam,
  prediction,
  children,
}: ExamReadinessProps) {
  const titleId = useId();
  const readiness = withPassChance(
    examReadiness(
      licence,
      history,
      results.map((result) => ({ ...result, answered: result.nbQuestions })),
    ),
    prediction?.passChance,
  );
  const { Icon, text } = verdictOf(readiness);
  const missing = [
    ...(readiness.examsToPass > 0 ? [examsToPassLabel(readiness.examsToPass)] : []),
    ...(readiness.themesBelow.length > 0
      ? [themesBelowLabel(readiness.themesBelow.map((id) => themeName(themes, id)))]
      : []),
    ...(readiness.chanceBelow && prediction ? [prediction.belowLabel] : []),
  ];

  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        Ma préparation à l’examen
      </h2>
      <p className={`${styles.verdict} ${readiness.ready ? styles.ready : ''}`}>
        <Icon aria-hidden="true" size={24} />
        {text}
      </p>
      {readiness.ready ? (
        <p className={panel.text}>
          Vos {READINESS_EXAMS} derniers examens blancs en conditions d’examen sont réussis
          {prediction ? ', ' : ' et '}tous vos thèmes atteignent leur objectif
          {prediction && ' et vos chances de réussir sont au rendez-vous'}.
        </p>
      ) : (
        <ul className={styles.missing} aria-label="Ce qu’il vous reste à faire">
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {children}
      {readiness.exams.length > 0 && (
        <p className={panel.muted}>
          {readiness.exams.length === 1
            ? 'Votre dernier examen blanc en conditions d’examen\u202f: '
            : `Vos ${readiness.exams.length} derniers examens blancs en conditions d’examen\u202f: `}
          {readiness.exams
            .map((exam) => {
              // Marked out of a total (hauturier): its points, « 14/20 ».
              const score = exam.mark ? markText(exam.mark) : `${exam.score}/${exam.nbQuestions}`;
              return `${score} (${exam.passed ? 'réussi' : 'pas encore'})`;
            })
            .join(', ')}
          .
        </p>
      )}
      <p className={panel.muted}>
        Il faut réussir vos {READINESS_EXAMS} derniers examens blancs en conditions d’examen (
        {detailedPassRule(mockExam)}){prediction ? ', ' : ' et '}atteindre l’objectif de chaque
        thème
        {prediction &&
          ` et avoir au moins ${formatPercent(READY_PASS_CHANCE)} de chances de réussir`}
        .
      </p>
    </section>
  );
}
