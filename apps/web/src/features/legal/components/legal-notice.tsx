import type { Theme } from '@prepacode/domain/brands';
import { PUBLISHERS } from '../publishers';
import { partnerName } from '../wording';
import { charterHref, CnilComplaint, LegalSection, MailLink, RightsList } from './legal-parts';
import styles from './legal.module.css';

/**
 * The body of the « Mentions légales » dialog (spec §2 "Footer and legal notice"): the dialog,
 * its title and its « Fermer » button are the footer's, so sections start at h3.
 */
export function LegalNotice({ brand }: { brand: Theme }) {
  const publisher = PUBLISHERS[brand.name];
  const { partner, host } = publisher;
  return (
    <div className={styles.notice}>
      <LegalSection title="Éditeur" level={3}>
        <p>
          Le service {brand.appTitle} est édité et exploité par {publisher.company},{' '}
          {publisher.legalForm} au capital de {publisher.shareCapital}, immatriculée au{' '}
          {publisher.registration}, dont le siège social est situé {publisher.headOffice}.
        </p>
        {partner && <p>Ce service est proposé en partenariat avec {partnerName(partner)}.</p>}
        <p>
          Pour toute question sur le service : <MailLink address={publisher.contactEmail} />.
        </p>
      </LegalSection>

      <LegalSection title="Directeur de la publication" level={3}>
        <p>
          Le directeur de la publication est {publisher.publicationDirector}. Vous pouvez le joindre
          à l’adresse <MailLink address={publisher.contactEmail} />.
        </p>
      </LegalSection>

      <LegalSection title="Hébergement" level={3}>
        <p>
          Le service et ses données sont hébergés en France par {host.name}, {host.address}.
        </p>
      </LegalSection>

      <LegalSection title="Données personnelles" level={3}>
        <p>
          {publisher.company} traite les données nécessaires à votre formation (identité,
          inscription, résultats) dans le respect du règlement général sur la protection des données
          (RGPD) et de la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et
          aux libertés, dite loi « Informatique et Libertés ».
        </p>
        <p>Vous disposez sur vos données des droits suivants :</p>
        <RightsList />
        <p>
          Pour exercer ces droits, écrivez à notre délégué à la protection des données :{' '}
          <MailLink address={publisher.dpoEmail} />, en précisant le service utilisé (
          {brand.appTitle}) et l’adresse électronique de votre compte. Nous vous répondons dans un
          délai d’un mois.
        </p>
        <CnilComplaint />
        <p>
          Le détail des données traitées, de leurs finalités et de leur durée de conservation figure
          dans notre <a href={charterHref(brand)}>charte de confidentialité</a>.
        </p>
      </LegalSection>

      <LegalSection title="Propriété intellectuelle" level={3}>
        <p>
          Les questions, les explications, les illustrations et les cours proposés par{' '}
          {brand.appTitle}, ainsi que la présentation du service, ont été conçus par{' '}
          {publisher.company}, qui en détient les droits.
        </p>
        <p>
          Vous pouvez les consulter pour votre formation personnelle, pendant la durée de votre
          accès. Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle,
          par quelque procédé que ce soit, sans l’autorisation écrite préalable de{' '}
          {publisher.company} est interdite et constitue une contrefaçon sanctionnée par les
          articles L. 335-2 et suivants du Code de la propriété intellectuelle.
        </p>
      </LegalSection>

      <LegalSection title="Limitation de responsabilité" level={3}>
        <p>
          {brand.appTitle} est un outil d’entraînement. Il vous prépare à l’examen théorique, mais
          n’est pas l’examen officiel et ne le remplace pas : réussir nos séries ne garantit pas la
          réussite à l’examen.
        </p>
        <p>
          Les règles du code de la route, de la navigation et des communications radio évoluent.
          Nous mettons nos contenus à jour après chaque changement, mais un écart temporaire peut
          exister entre un contenu et le texte en vigueur.
        </p>
        <p>
          La réglementation en vigueur et l’examen officiel restent la seule référence. Si vous
          relevez une erreur, signalez-la-nous à <MailLink address={publisher.contactEmail} /> :
          nous la corrigerons au plus vite.
        </p>
      </LegalSection>
    </div>
  );
}
