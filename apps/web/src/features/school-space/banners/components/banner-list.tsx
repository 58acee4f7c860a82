import type { Banner } from '@prepacode/domain/contracts/banners.contract';
import button from '../../../../components/ui/button.module.css';
import { formatDateTime } from '../../../../lib/format';
import styles from '../../space/styles/inbox.module.css';

const STATES: { key: Banner['etat']; title: string }[] = [
  { key: 'en_cours', title: 'En cours' },
  { key: 'a_venir', title: 'À venir' },
  { key: 'passe', title: 'Terminés' },
];

/** When a banner is shown: its days, or that it was withdrawn before it began. */
function windowOf(banner: Banner) {
  // Withdrawn before it began: it was never shown.
  if (Date.parse(banner.fin) <= Date.parse(banner.debut))
    return <>retiré avant sa diffusion, prévue le {formatDateTime(banner.debut)}</>;
  return (
    <>
      du {formatDateTime(banner.debut)} au{' '}
      {/* The window's end is exclusive: its last instant is shown. */}
      {formatDateTime(new Date(Date.parse(banner.fin) - 60_000))}
    </>
  );
}

/** The banners current, upcoming and past; those not past can be withdrawn. */
export function BannerList({
  banners,
  onWithdraw,
}: {
  banners: Banner[];
  onWithdraw: (id: string) => void;
}) {
  return STATES.map(({ key, title }) => {
    const rows = banners.filter((banner) => banner.etat === key);
    return (
      <section key={key} className={styles.section} aria-label={title}>
        <h2 className={styles.heading}>{title}</h2>
        {rows.length === 0 ? (
          <p className={styles.meta}>Aucun message.</p>
        ) : (
          <ul className={styles.list}>
            {rows.map((banner) => (
              <li key={banner.id} className={styles.card}>
                <p className={styles.text}>{banner.texte}</p>
                <p className={styles.meta}>
                  {banner.type === 'warning' ? 'Avertissement' : 'Information'} ·{' '}
                  {banner.destinataire} · {windowOf(banner)}
                </p>
                {key !== 'passe' && (
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => onWithdraw(banner.id)}
                  >
                    Retirer «{'\u202f'}
                    {banner.texte.slice(0, 40)}
                    {'\u202f'}»
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  });
}
