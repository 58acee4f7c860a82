import { STORAGE_KEYS } from '@prepacode/domain/auth';
import type { Theme } from '@prepacode/domain/brands';
import type { Publisher } from '../publishers';
import { enroller, ofPartner } from '../wording';
import { CnilComplaint, LegalSection, MailLink, RightsList, VersionDate } from './legal-parts';

/** « Charte de confidentialité » of one brand: what we process, why, how long, and the rights. */
export function CharterText({ brand, publisher }: { brand: Theme; publisher: Publisher }) {
  const { appTitle } = brand;
  const { company, partner, host, dpoEmail } = publisher;
  return (
    <>
      <h1>Charte de confidentialité</h1>
      <VersionDate prefix="Mise à jour le" />
      <p>
        Cette charte vous explique quelles données personnelles {appTitle} traite, pourquoi, avec
        qui elles sont partagées, combien de temps elles sont conservées et comment exercer vos
        droits.
      </p>

      <LegalSection title="Responsable du traitement" level={2}>
        {partner ? (
          <>
            <p>Deux organismes interviennent dans le traitement de vos données :</p>
            <ul>
              <li>
                <strong>{company}</strong>, {publisher.legalForm} dont le siège social est situé{' '}
                {publisher.headOffice}, qui édite et exploite {appTitle} : responsable des
                traitements décrits dans cette charte.
              </li>
              <li>
                <strong>{partner.name}</strong>, en tant qu’établissement ou partenaire qui vous a
                inscrit : responsable des données transmises pour ouvrir votre compte et du suivi de
                votre formation.
              </li>
            </ul>
          </>
        ) : (
          <p>
            {company}, {publisher.legalForm} dont le siège social est situé {publisher.headOffice},
            édite et exploite {appTitle}. Elle est responsable des traitements décrits dans cette
            charte. L’établissement qui vous a inscrit est responsable des données qu’il nous
            transmet et du suivi de votre formation.
          </p>
        )}
        <p>
          {company} a désigné un délégué à la protection des données, que vous pouvez joindre à
          l’adresse <MailLink address={dpoEmail} />.
        </p>
      </LegalSection>

      <LegalSection title="Données traitées" level={2}>
        <ul>
          <li>
            <strong>Identité</strong> : prénom, nom et adresse électronique.
          </li>
          <li>
            <strong>Inscription</strong> : formation (permis préparé), date de fin de validité de
            votre accès et crédits d’examens blancs.
          </li>
          <li>
            <strong>Résultats d’entraînement</strong> : vos réponses, vos scores et l’historique de
            vos séries et de vos cours.
          </li>
          <li>
            <strong>Données techniques</strong> : cookie de session, cookie de protection contre la
            falsification de requêtes et, pour la sécurité, les tentatives de connexion (adresse IP,
            date et heure).
          </li>
        </ul>
        <p>{appTitle} ne vous demande ni donnée sensible ni donnée bancaire.</p>
      </LegalSection>

      <LegalSection title="Finalités et bases légales" level={2}>
        <ul>
          <li>
            <strong>Vous fournir le service</strong> (ouvrir votre compte, vous donner accès aux
            séries et aux cours, enregistrer vos réponses, calculer vos résultats, décompter vos
            crédits) : exécution du contrat formé par les conditions générales d’utilisation.
          </li>
          <li>
            <strong>Sécuriser le service</strong> (maintenir votre session, bloquer les requêtes
            falsifiées, limiter les tentatives de connexion répétées) : intérêt légitime de{' '}
            {company} à protéger le service et vos données.
          </li>
          <li>
            <strong>Mesurer l’audience</strong>, uniquement lorsqu’un outil de mesure est activé :
            votre consentement lorsque la loi l’exige, sinon notre intérêt légitime à améliorer le
            service.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Destinataires" level={2}>
        <ul>
          <li>
            <strong>Votre établissement</strong> : {enroller(publisher)} voit votre progression
            (séries réalisées, scores, historique, validité de votre accès et crédits) afin de vous
            accompagner jusqu’à l’examen.
          </li>
          <li>
            <strong>Notre hébergeur</strong> : {host.name}, {host.address}, conserve les données
            pour notre compte, sur des serveurs situés en France, et n’en fait aucun autre usage.
          </li>
          <li>
            <strong>Les personnes habilitées de {company}</strong>, pour l’assistance et la
            maintenance du service, dans la limite de leurs missions.
          </li>
        </ul>
        <p>Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.</p>
      </LegalSection>

      <LegalSection title="Durées de conservation" level={2}>
        <ul>
          <li>
            <strong>Compte, inscription et résultats</strong> : pendant toute la durée de votre
            inscription, puis supprimés après trois ans sans activité sur votre compte.
          </li>
          <li>
            <strong>Journaux de sécurité</strong> (tentatives de connexion) : douze mois.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Transferts hors de l’Union européenne" level={2}>
        <p>
          Vos données sont hébergées en France. Elles ne font l’objet d’aucun transfert hors de
          l’Union européenne.
        </p>
      </LegalSection>

      <LegalSection title="Vos droits" level={2}>
        <p>
          Conformément au RGPD et à la loi « Informatique et Libertés », vous disposez des droits
          suivants :
        </p>
        <RightsList />
        <p>
          Pour les exercer, écrivez à notre délégué à la protection des données :{' '}
          <MailLink address={dpoEmail} />. Indiquez le service utilisé ({appTitle}) et l’adresse
          électronique de votre compte. Nous vous répondons dans un délai d’un mois, qui peut être
          prolongé de deux mois pour une demande complexe ; nous vous en informons alors. En cas de
          doute raisonnable sur votre identité, nous pouvons vous demander de la justifier.
        </p>
        {partner && (
          <p>
            Pour le suivi de votre formation, vous pouvez aussi exercer vos droits directement
            auprès {ofPartner(partner)}.
          </p>
        )}
      </LegalSection>

      <LegalSection title="Réclamation auprès de la CNIL" level={2}>
        <CnilComplaint />
      </LegalSection>

      <LegalSection title="Cookies et stockage local" level={2}>
        <p>{appTitle} dépose sur votre appareil :</p>
        <ul>
          <li>
            <strong>un cookie de session</strong> (<code>prepacode_session</code>), inaccessible aux
            scripts de la page (HttpOnly), qui vous garde connecté ; il est supprimé à la
            déconnexion ou à l’expiration de la session ;
          </li>
          <li>
            <strong>un cookie de sécurité</strong> (<code>XSRF-TOKEN</code>), qui empêche un autre
            site d’agir en votre nom sur le service ;
          </li>
          <li>
            <strong>des données de stockage local</strong>, qui retiennent la marque du service (
            <code>{STORAGE_KEYS.theme}</code>) et la formation que vous avez choisie (
            <code>{STORAGE_KEYS.selectedInscriptionId}</code>), ainsi que l’état de votre connexion
            ; elles sont effacées à la déconnexion.
          </li>
        </ul>
        <p>
          Ces éléments sont strictement nécessaires au fonctionnement du service : ils sont
          dispensés de consentement (article 82 de la loi « Informatique et Libertés ») et ne
          servent à aucun suivi. Si vous les bloquez, vous ne pourrez pas vous connecter.
        </p>
        <p>
          Un gestionnaire de balises de mesure d’audience n’est chargé que si l’exploitant du
          service en a configuré un. Il sert alors uniquement à compter les pages consultées. Si les
          traceurs qu’il dépose nécessitent votre consentement, celui-ci vous est demandé avant tout
          dépôt, et vous pouvez le refuser ou le retirer à tout moment sans perdre l’accès au
          service.
        </p>
      </LegalSection>
    </>
  );
}
