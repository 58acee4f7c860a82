import type { DashboardTable } from '@prepacode/domain/contracts/dashboard.contract';
import { Download } from 'lucide-react';
import button from '../../../../components/ui/button.module.css';
import { dashboardCsvHref } from '../api/get-dashboard';
import styles from './dashboard.module.css';

/** A table's spreadsheet: a file from the server, not a page of the space, so a plain link. */
export function ExportLink({
  table,
  ecole,
  label,
}: {
  table: DashboardTable;
  ecole: string | undefined;
  /** What the file holds, for the link's name: « Exporter les résultats par mois (CSV) ». */
  label: string;
}) {
  return (
    <a
      className={`${button.secondary} ${styles.export}`}
      href={dashboardCsvHref(table, ecole)}
      download
    >
      <Download aria-hidden="true" size={18} />
      {`Exporter ${label} (CSV)`}
    </a>
  );
}
