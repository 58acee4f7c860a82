import type { Theme } from '@prepacode/domain/brands';
import type { Publisher } from '../publishers';
import { enroller, partnerName } from '../wording';
import { charterHref, LegalSection, MailLink, VersionDate } from './legal-parts';

/** « Conditions générales d’utilisation » of one brand: the learner's side of the service. */
export function CguText({ brand, publisher }: { brand: Theme; publisher: Publisher }) {
  const { appTitle } = brand;
  const { company, partner } = publisher;
  return (
    <>
      <h1>Conditions générales d’utilisation</h1>
      <VersionDate prefix="Version du" />

      <LegalSection title="Objet" level={2}>
        <p>
          Les présentes conditions générales d’utilisation (les « CGU ») fixent les règles
          d’utilisation du service {appTitle}, édité et exploité par {company}
          {partner && <> et proposé en partenariat avec {partnerName(partner)}</>}.
        </p>
        <p>
          {appTitle} vous permet de vous entraîner à l’examen théorique de votre formation (code de
          la route, épreuve théorique moto, permis bateau ou certificat restreint de
          radiotéléphoniste) au moyen de séries de questions, d’examens blancs et de cours.
        </p>
        <p>
          En vous connectant au service, vous acceptez les CGU. Si vous ne les acceptez pas, vous ne
          pouvez pas utiliser {appTitle}.
        </p>
      </LegalSection>

      <LegalSection title="Accès au service" level={2}>
        <p>
          Votre compte est ouvert par {enroller(publisher)}, le cas échéant au moyen d’un code
          d’activation qui vous a été remis. Cet établissement choisit la formation à laquelle vous
          avez accès et sa durée.
        </p>
        <p>
          Vous vous connectez par la page de connexion centrale du service, avec les identifiants
          qui vous ont été communiqués. Si vous êtes inscrit à plusieurs formations, vous choisissez
          celle que vous voulez suivre après la connexion.
        </p>
        <p>
          Votre accès est valable jusqu’à la date affichée dans l’en-tête du service, sous la
          mention « Accès valide jusqu’au … ». Passé cette date, la formation concernée n’est plus
          accessible. Pour prolonger votre accès, adressez-vous à l’établissement qui vous a
          inscrit.
        </p>
        <p>
          L’accès à internet et l’équipement nécessaire (ordinateur, tablette ou téléphone muni d’un
          navigateur récent) restent à votre charge.
        </p>
      </LegalSection>

      <LegalSection title="Examens blancs et crédits" level={2}>
        <p>
          Pour certaines formations, les examens blancs sont décomptés en crédits. Dans ce cas,
          votre tableau de bord indique le nombre de crédits qui vous restent.
        </p>
        <ul>
          <li>
            Chaque examen blanc que vous commencez utilise un crédit, même si vous ne le terminez
            pas.
          </li>
          <li>Les autres séries et les cours n’utilisent pas de crédit.</li>
          <li>
            Les crédits sont attribués par l’établissement qui vous a inscrit : lorsqu’ils sont
            épuisés, adressez-vous à lui pour en obtenir de nouveaux.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Vos engagements" level={2}>
        <p>En utilisant {appTitle}, vous vous engagez à :</p>
        <ul>
          <li>
            utiliser votre compte pour vous seul : il est personnel et ne peut être ni partagé, ni
            prêté, ni cédé ;
          </li>
          <li>
            garder vos identifiants confidentiels et nous prévenir sans délai si vous pensez qu’un
            tiers les connaît ;
          </li>
          <li>
            ne pas extraire les contenus du service par des moyens automatisés (robots, scripts,
            aspiration de pages) ni les copier pour les diffuser ;
          </li>
          <li>
            ne pas chercher à perturber le fonctionnement du service ni à accéder aux données d’un
            autre utilisateur.
          </li>
        </ul>
        <p>
          En cas de manquement, {company} peut suspendre votre accès après en avoir informé
          l’établissement qui vous a inscrit, et, si le manquement est grave, le supprimer.
        </p>
      </LegalSection>

      <LegalSection title="Disponibilité du service" level={2}>
        <p>
          {appTitle} est accessible en permanence, sauf interruption pour maintenance, mise à jour
          ou incident technique. {company} s’efforce de limiter la durée de ces interruptions et de
          les programmer, lorsque c’est possible, à des heures de faible fréquentation.
        </p>
        <p>
          Vos réponses sont enregistrées au fil de l’eau : après une interruption, vous reprenez une
          série là où vous l’aviez laissée.
        </p>
      </LegalSection>

      <LegalSection title="Propriété intellectuelle" level={2}>
        <p>
          Les questions, les explications, les illustrations et les cours de {appTitle}, ainsi que
          la présentation du service, ont été conçus par {company}, qui en détient les droits.
        </p>
        <p>
          Votre inscription vous donne le droit de les consulter pour votre formation personnelle,
          pendant la durée de votre accès. Toute reproduction, représentation ou diffusion, totale
          ou partielle, sans l’autorisation écrite préalable de {company} est interdite.
        </p>
      </LegalSection>

      <LegalSection title="Données personnelles" level={2}>
        <p>
          {company} traite vos données personnelles pour vous fournir le service, dans le respect du
          RGPD et de la loi « Informatique et Libertés ». Les données traitées, leurs finalités,
          leur durée de conservation et vos droits sont décrits dans la{' '}
          <a href={charterHref(brand)}>charte de confidentialité</a>.
        </p>
        <p>
          Pour toute question sur vos données, écrivez à notre délégué à la protection des données :{' '}
          <MailLink address={publisher.dpoEmail} />.
        </p>
      </LegalSection>

      <LegalSection title="Responsabilité" level={2}>
        <p>
          {appTitle} est un outil d’entraînement. Il n’est pas l’examen officiel et ne le remplace
          pas : vos résultats sur le service ne préjugent pas de votre résultat à l’examen. Les
          règles évoluent et nous mettons nos contenus à jour après chaque changement ; la
          réglementation en vigueur et l’examen officiel restent la référence.
        </p>
        <p>
          La responsabilité de {company} ne peut être engagée lorsqu’un dommage résulte d’une
          utilisation du service contraire aux CGU, d’une défaillance de votre équipement ou de
          votre connexion, ou d’un cas de force majeure.
        </p>
      </LegalSection>

      <LegalSection title="Modification des conditions" level={2}>
        <p>
          {company} peut modifier les CGU, notamment pour suivre l’évolution du service ou de la
          réglementation. La nouvelle version est publiée sur cette page avec sa date et vous en
          êtes informé avant son entrée en vigueur par un message affiché dans le service. Si vous
          ne l’acceptez pas, vous pouvez cesser d’utiliser le service.
        </p>
      </LegalSection>

      <LegalSection title="Droit applicable et litiges" level={2}>
        <p>Les CGU sont soumises au droit français.</p>
        <p>
          En cas de difficulté, écrivez-nous d’abord à <MailLink address={publisher.contactEmail} />{' '}
          : nous rechercherons avec vous une solution amiable. À défaut d’accord, le litige sera
          porté devant les juridictions françaises compétentes.
        </p>
      </LegalSection>
    </>
  );
}
