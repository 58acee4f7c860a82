import type { BatchCodes } from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { formatDate } from '../../../../lib/format';
import styles from './print-sheet.module.css';

/**
 * The batch's codes still to give, as a sheet to print and cut (issue #41, point 9): each card
 * says where to type the code, what it opens and until when. Shown only on paper.
 */
export function PrintSheet({ batch }: { batch: BatchCodes }) {
  const available = batch.codes.filter((code) => code.etat === 'disponible');
  return (
    <div className={styles.sheet} aria-hidden="true" data-print-sheet>
      {available.map((code) => (
        <div key={code.code} className={styles.card}>
          <p className={styles.school}>{batch.ecole_nom}</p>
          <p>Votre code d’activation</p>
          <p className={styles.code}>{code.code}</p>
          <p>
            À saisir sur <strong>{batch.adresse_activation}</strong> avant le{' '}
            {formatDate(batch.expire_le)}.
          </p>
          <p>
            {schoolLicenceName(batch.permis)}, {batch.jours_acces} jours d’accès
            {batch.credits > 0
              ? `, ${batch.credits} examen${batch.credits > 1 ? 's' : ''} blanc${batch.credits > 1 ? 's' : ''}`
              : ''}
            .
          </p>
        </div>
      ))}
    </div>
  );
}
