import { Ticket } from 'lucide-react';
import { useId } from 'react';
import panel from '../../../components/ui/panel.module.css';

/** « n crédits restants sur N », singular below 2 as French does. */
const creditsLabel = (remain: number, total: number) =>
  `${remain} ${remain < 2 ? 'crédit restant' : 'crédits restants'} sur ${total}`;

/** Credit details, for the licences that show them (LICENCE_TYPES[code].showCreditDetails). */
export function Credits({ remain, total }: { remain: number; total: number }) {
  const titleId = useId();
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        <Ticket aria-hidden="true" size={22} />
        Mes crédits d’examen
      </h2>
      <p className={panel.figure}>{creditsLabel(remain, total)}</p>
      <p className={panel.muted}>
        Chaque examen blanc que vous commencez utilise un crédit ; les autres séries n’en utilisent
        pas.
      </p>
    </section>
  );
}
