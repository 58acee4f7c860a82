import { ofPerson } from '@prepacode/domain/typography';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { READ_ONLY_NOTE_ID } from '../../../lib/read-only';
import { signOut } from '../use-auth';
import styles from './read-only-banner.module.css';

/**
 * Says whose session the staff member is looking at, that nothing is recorded, and leads back
 * to the school space (issue #19, point 6): the server ends the session and answers with the
 * school space's address.
 */
export function ReadOnlyBanner({
  connectedAs,
  learnerName,
}: {
  connectedAs: string;
  learnerName: string | undefined;
}) {
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    setLeaving(true);
    signOut().catch(() => setLeaving(false));
  };
  return (
    <div className={styles.banner}>
      <p id={READ_ONLY_NOTE_ID} role="status" className={styles.text}>
        Vous consultez la session {learnerName ? ofPerson(learnerName) : 'de cet élève'} en lecture
        seule{'\u202f'}: rien n’y est enregistré. Session ouverte par {connectedAs}.
      </p>
      <button type="button" className={styles.leave} onClick={leave} aria-disabled={leaving}>
        <LogOut aria-hidden="true" size={18} />
        Quitter la session de l’élève
      </button>
    </div>
  );
}
