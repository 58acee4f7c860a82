import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactThread } from '../../features/contact/components/contact-thread';
import { useStructureName } from '../../features/profile/api/get-structure';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';
import styles from './contact.module.css';

/** Nous contacter (spec §2 tabs, issue #8): a message to the learner's own school. */
export function ContactRoute() {
  const { data: profile } = useUtilisateur();
  const { data: schoolName } = useStructureName(profile?.structureId ?? null);

  // The connected area's loader has the profile before this route renders.
  if (!profile) return null;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Nous contacter</h1>
        {profile.structureId ? (
          <>
            {/* Kept while the name loads, so the form does not move when it arrives. */}
            <p className={styles.school}>
              {schoolName && `Votre message sera envoyé à votre auto-école : ${schoolName}.`}
            </p>
            <p className={styles.reply}>Elle vous répondra à l’adresse {profile.email}.</p>
          </>
        ) : (
          <p className={styles.school}>
            Votre compte n’est rattaché à aucune auto-école : personne ne recevrait votre message.
          </p>
        )}
      </header>
      {profile.structureId && <ContactForm learner={{ id: profile.id, email: profile.email }} />}
      {profile.structureId && <ContactThread schoolName={schoolName ?? undefined} />}
    </div>
  );
}
