import { Download } from 'lucide-react';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { useDownloadData } from '../api/download-data';
import styles from './account.module.css';

/** « Télécharger mes données »: everything kept about the learner, as one JSON file. */
export function DataDownload() {
  const download = useDownloadData();
  return (
    <div className={styles.card}>
      <p className={styles.text}>
        Un fichier JSON avec votre profil, vos formations, vos séries et vos réponses, les leçons
        terminées, vos messages à l’auto-école, vos demandes d’examen et vos signalements.
      </p>
      {download.isError && (
        <p className={form.problem} role="alert">
          {download.error.message}
        </p>
      )}
      <button
        type="button"
        className={`${button.secondary} ${styles.action}`}
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        <Download aria-hidden="true" size={18} />
        {download.isPending ? 'Préparation du fichier…' : 'Télécharger mes données'}
      </button>
    </div>
  );
}
