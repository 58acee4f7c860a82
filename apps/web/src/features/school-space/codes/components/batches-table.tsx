import type { CodeBatch } from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { Download } from 'lucide-react';
import { useId } from 'react';
import button from '../../../../components/ui/button.module.css';
import { formatDate } from '../../../../lib/format';
import styles from '../../space/styles/accounts.module.css';
import page from '../../space/styles/page.module.css';
import { batchSearch, type BatchName } from '../api/get-batch';
import { plural } from './plural';

/**
 * « Lots »: each batch's use, newest first, with its codes to see and its spreadsheet to export.
 */
export function BatchesTable({
  batches,
  several,
  open,
  onOpen,
}: {
  batches: CodeBatch[];
  /** The staff member has several schools: each batch says which. */
  several: boolean;
  /** The batch whose codes are shown. */
  open: BatchName | null;
  onOpen: (batch: BatchName) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id}>Lots</h2>
      {batches.length === 0 && <p>Aucun lot pour l’instant.</p>}
      {batches.length > 0 && (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="Lots de codes">
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>Lots de codes, du plus récent au plus ancien</caption>
            <thead>
              <tr>
                <th scope="col">Lot</th>
                <th scope="col">Donne</th>
                <th scope="col">Utilisables jusqu’au</th>
                <th scope="col">Utilisés</th>
                <th scope="col">Disponibles</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((batch) => (
                <tr key={`${batch.ecole}/${batch.lot}`}>
                  <th scope="row">
                    {batch.lot}
                    <br />
                    <span className={page.muted}>
                      {several ? `${batch.ecole_nom} · ` : ''}créé le {formatDate(batch.cree_le)}
                    </span>
                  </th>
                  <td data-label="Donne">
                    {schoolLicenceName(batch.permis)}, {batch.jours_acces} jours
                    {batch.credits > 0 ? `, ${plural(batch.credits, 'crédit')}` : ''}
                  </td>
                  <td data-label="Utilisables jusqu’au">{formatDate(batch.expire_le)}</td>
                  <td data-label="Utilisés">
                    {batch.utilises} sur {batch.total}
                    {batch.revoques > 0 ? ` (${plural(batch.revoques, 'révoqué')})` : ''}
                  </td>
                  <td data-label="Disponibles">{batch.disponibles}</td>
                  <td data-label="Actions">
                    <div className={styles.buttons}>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={`Voir les codes du lot ${batch.lot}`}
                        aria-expanded={open?.ecole === batch.ecole && open.lot === batch.lot}
                        onClick={() => onOpen({ ecole: batch.ecole, lot: batch.lot })}
                      >
                        Voir les codes
                      </button>
                      {/* A file to download, not a page: a plain link. */}
                      <a
                        className={button.secondary}
                        href={`/central/api/ecole/codes/lot.csv${batchSearch(batch)}`}
                        download
                        aria-label={`Exporter le lot ${batch.lot} (CSV)`}
                      >
                        <Download aria-hidden="true" size={18} />
                        CSV
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
