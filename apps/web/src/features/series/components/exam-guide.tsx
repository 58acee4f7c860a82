import { ArrowRight, BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import panel from '../../../components/ui/panel.module.css';
import styles from './exam-guide.module.css';

/**
 * « Guide de l’examen du code » for the road licences (b, etg): how the official theory test
 * (ETG) runs, as the public rules state it.
 */
export function ExamGuide() {
  const titleId = useId();
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        <BookOpen aria-hidden="true" size={22} />
        Guide de l’examen du code
      </h2>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subtitle}>Comment se passe l’examen</h3>
          <ul className={styles.list}>
            <li>40 questions, avec une ou plusieurs bonnes réponses chacune.</li>
            <li>20 secondes pour répondre à chaque question, sur une tablette avec un casque.</li>
            <li>Il faut au moins 35 bonnes réponses pour être reçu (5 fautes au plus).</li>
            <li>Le résultat arrive en ligne, en général dans les 48 heures.</li>
          </ul>
        </div>
        <div>
          <h3 className={styles.subtitle}>Où s’inscrire</h3>
          <ul className={styles.list}>
            <li>
              Par votre auto-école, ou seul en candidat libre, une fois votre numéro NEPH obtenu
              auprès de l’ANTS.
            </li>
            <li>
              L’examen a lieu dans un centre agréé (La Poste, SGS, Dekra…) ; la redevance est de 30
              €.
            </li>
            <li>Le jour venu, apportez votre convocation et une pièce d’identité valide.</li>
          </ul>
        </div>
        <div>
          <h3 className={styles.subtitle}>Nos conseils</h3>
          <ul className={styles.list}>
            <li>Inscrivez-vous quand vous réussissez régulièrement vos examens blancs.</li>
            <li>Lisez la question jusqu’au bout : plusieurs réponses peuvent être justes.</li>
            <li>Entraînez-vous en conditions d’examen pour vous habituer au temps.</li>
            <li>Le code réussi reste valable 5 ans pour passer l’épreuve de conduite.</li>
          </ul>
        </div>
      </div>
      <Link to="/guides" className={styles.more}>
        Lire nos guides
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </section>
  );
}
