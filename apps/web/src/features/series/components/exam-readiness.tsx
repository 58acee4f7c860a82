import type { LicenceCode } from '@prepacode/domain/licences';
import { passMark } from '@prepacode/domain/series';
import { BadgeCheck, ClipboardList, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import type { HistoryEntry } from '../api/get-historique';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam-readiness.module.css';

interface ExamReadinessProps {
  /** Newest first. */
  history: HistoryEntry[];
  licence: LicenceCode;
}

/** Where the learner stands, from their most recent ended mock exam and the licence's pass mark. */
export function ExamReadiness({ history, licence }: ExamReadinessProps) {
  const titleId = useId();
  const last = history.find((entry) => entry.type === 'examen' && entry.ended);
  const mark = last ? passMark(licence, last.nbQuestions) : 0;
  const ready = last !== undefined && last.score >= mark;
  const Icon = last ? (ready ? BadgeCheck : TrendingUp) : ClipboardList;
  const verdict = last ? (ready ? 'Prêt pour l’examen' : 'Encore un effort') : 'À vous de jouer';

  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        Ma préparation à l’examen
      </h2>
      <p className={`${styles.verdict} ${ready ? styles.ready : ''}`}>
        <Icon aria-hidden="true" size={24} />
        {verdict}
      </p>
      <p className={panel.text}>
        {last
          ? `Votre dernier examen blanc : ${last.score} / ${last.nbQuestions} ; il faut ${mark} ${
              mark < 2 ? 'bonne réponse' : 'bonnes réponses'
            } pour réussir.`
          : 'Faites un examen blanc en conditions d’examen pour savoir où vous en êtes.'}
      </p>
    </section>
  );
}
