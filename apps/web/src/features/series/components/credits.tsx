import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import panel from '../../../components/ui/panel.module.css';
import styles from './credits.module.css';

/** « n crédits restants sur N », singular below 2 as French does. */
const creditsLabel = (remain: number, total: number) =>
  `${remain} ${remain < 2 ? 'crédit restant' : 'crédits restants'} sur ${total}`;

/**
 * Why a mock exam cannot start and how to get more credits (issue #18, point 7). The start
 * buttons point at it with aria-describedby, so a keyboard or screen-reader user hears it on
 * the button itself. `contactHref` is the contact tab, when the learner has one.
 */
export function NoCreditNotice({ id, contactHref }: { id: string; contactHref: string | null }) {
  return (
    <p id={id} className={styles.notice}>
      Plus de crédit&#8239;: demandez-en à votre auto-école
      {contactHref && (
        <>
          {' '}
          depuis <Link to={contactHref}>Nous contacter</Link>
        </>
      )}
      .
    </p>
  );
}

interface CreditsProps {
  remain: number;
  total: number;
  contactHref: string | null;
}

/** Credit details, for the licences that show them (LICENCE_TYPES[code].showCreditDetails). */
export function Credits({ remain, total, contactHref }: CreditsProps) {
  const titleId = useId();
  const noticeId = useId();
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        <Ticket aria-hidden="true" size={22} />
        Mes crédits d’examens blancs
      </h2>
      <p className={panel.figure}>{creditsLabel(remain, total)}</p>
      {remain <= 0 && <NoCreditNotice id={noticeId} contactHref={contactHref} />}
      <p className={panel.muted}>
        Chaque examen blanc que vous commencez ou refaites utilise un crédit&#8239;; les autres
        séries n’en utilisent pas, et reprendre un examen en cours non plus.
      </p>
    </section>
  );
}
