import { BRANDS } from '@prepacode/domain/brands';
import type { NetworkSchool } from '@prepacode/domain/contracts/schools.contract';
import button from '../../../../components/ui/button.module.css';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import page from '../../space/styles/page.module.css';
import styles from './schools.module.css';

/** The network's schools, each with its details and a button that puts it in the form. */
export function SchoolList({
  schools,
  onEdit,
}: {
  schools: readonly NetworkSchool[];
  onEdit: (school: NetworkSchool) => void;
}) {
  return (
    <ul className={page.stack} aria-label="Écoles">
      {schools.map((school) => (
        <li key={school.id} className={styles.school}>
          <h2>{school.nom}</h2>
          <p className={styles.facts}>
            {[
              school.adresse,
              school.telephone,
              school.email,
              school.marque ? `Marque ${BRANDS[school.marque].appTitle}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'Aucune coordonnée'}
          </p>
          <div className={page.buttons}>
            <button type="button" className={button.secondary} onClick={() => onEdit(school)}>
              Modifier <span className={hidden.srOnly}>{school.nom}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
