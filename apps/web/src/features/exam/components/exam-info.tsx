import { EXAM_TESTS, type ExamLicence } from '@prepacode/domain/contracts/exam.contract';
import { LICENCE_TYPES } from '@prepacode/domain/licences';
import { QUESTION_SECONDS, passMark } from '@prepacode/domain/series';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam.module.css';

// Who the test is for: the ETG for the car licence, the ETM for the motorcycle ones.
const PURPOSE: Record<ExamLicence, string> = {
  b: 'Le code de la route, à réussir avant l’examen pratique du permis B.',
  etm: 'Le code de la route moto, à réussir avant l’examen pratique du permis A1 ou A2 ; ses questions se posent du point de vue du motard.',
};

/** What the official theory test is and how it goes, from the licence's own figures. */
export function ExamInfo({ licence }: { licence: ExamLicence }) {
  const titleId = useId();
  const test = EXAM_TESTS[licence];
  const count = LICENCE_TYPES[licence].nbQuestions;
  const mark = passMark(licence, count);
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        <BookOpen aria-hidden="true" size={22} />
        {test.name} ({test.acronym})
      </h2>
      <p className={panel.text}>{PURPOSE[licence]}</p>
      <ul className={styles.list}>
        <li>
          {count} questions illustrées par une photo ou une courte vidéo ; une ou plusieurs réponses
          peuvent être justes.
        </li>
        <li>
          {QUESTION_SECONDS} secondes pour répondre à chaque question, sur une tablette avec un
          casque audio.
        </li>
        <li>
          Au moins {mark} bonnes réponses sur {count} pour être reçu ({count - mark} fautes au
          plus).
        </li>
        <li>
          L’épreuve a lieu dans un centre agréé (La Poste, SGS, Dekra…) ; la redevance est de 30 €.
          Apportez votre convocation et une pièce d’identité valide.
        </li>
        <li>
          Le résultat arrive en ligne, en général sous 48 heures. Réussie, l’épreuve reste valable 5
          ans, pour 5 présentations au plus à l’examen pratique.
        </li>
      </ul>
    </section>
  );
}
