import type { Guide } from '../types';

/**
 * The official theory test (ETG) as the public rules stood in 2026. Only what holds everywhere
 * and that we are sure of: details that vary (an operator's own steps, fees of a school) are
 * left to the operator and the school.
 */
export const examGuide: Guide = {
  slug: 'examen-du-code',
  title: 'Comment se passe l’examen du code',
  summary: 'Inscription, déroulement de l’épreuve, résultat et validité du code, étape par étape.',
  intro:
    'L’examen du code, ou épreuve théorique générale (ETG), est la première étape vers le permis. Voici comment il se passe, de l’inscription au résultat.',
  sections: [
    {
      id: 'qui-organise',
      title: 'Qui organise l’examen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’examen est organisé par des opérateurs privés agréés par l’État, par exemple La Poste, SGS ou Dekra, dans leurs centres d’examen. L’épreuve est la même partout : seules l’organisation et la surveillance leur sont confiées.',
        },
        {
          kind: 'paragraph',
          text: 'Vous choisissez l’opérateur, le centre, la date et l’heure qui vous conviennent.',
        },
      ],
    },
    {
      id: 'age',
      title: 'À partir de quel âge',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si vous suivez l’apprentissage anticipé de la conduite (AAC, la « conduite accompagnée »), vous pouvez passer le code dès 15 ans.',
        },
        {
          kind: 'paragraph',
          text: 'Pour les autres formations, votre auto-école vous indique l’âge à partir duquel vous pouvez vous présenter.',
        },
      ],
    },
    {
      id: 'inscription',
      title: 'S’inscrire',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour vous inscrire, il vous faut votre numéro NEPH (numéro d’enregistrement préfectoral harmonisé). Il vous est attribué quand votre demande de permis est enregistrée par l’ANTS, l’Agence nationale des titres sécurisés ; il vous suivra jusqu’au permis.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Avec votre auto-école',
              text: 'Elle s’occupe en général de la demande auprès de l’ANTS et peut réserver votre place d’examen pour vous.',
            },
            {
              term: 'En candidat libre',
              text: 'Vous faites vous-même la demande sur le site de l’ANTS, puis vous réservez votre place en ligne auprès de l’opérateur de votre choix.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'La redevance d’examen est de 30 €. Elle est due à chaque présentation : si vous repassez l’examen, vous la payez de nouveau.',
        },
      ],
    },
    {
      id: 'jour-de-l-examen',
      title: 'Le jour de l’examen',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Arrivez un peu en avance, avec votre convocation et une pièce d’identité en cours de validité.',
            'On vous installe devant une tablette, avec un casque pour entendre les questions.',
            'L’épreuve compte 40 questions, accompagnées de photos ou de courtes vidéos.',
            'Vous avez 20 secondes pour répondre à chaque question.',
            'Une question peut avoir une ou plusieurs bonnes réponses : elle n’est juste que si vous choisissez toutes les bonnes réponses, et seulement elles.',
            'Il faut au moins 35 bonnes réponses sur 40 pour être reçu, soit 5 fautes au plus.',
          ],
        },
      ],
    },
    {
      id: 'themes',
      title: 'Les dix thèmes du code',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les questions portent sur dix thèmes. Ce sont aussi ceux de « Mes résultats par thème », sur votre tableau de bord :',
        },
        {
          kind: 'list',
          items: [
            'Dispositions légales en matière de circulation routière',
            'Le conducteur',
            'La route',
            'Les autres usagers de la route',
            'Réglementation générale et divers',
            'Premiers secours',
            'Précautions nécessaires à prendre en quittant le véhicule',
            'Éléments mécaniques liés à la sécurité',
            'Équipements de sécurité des véhicules',
            'Règles d’utilisation du véhicule en relation avec le respect de l’environnement',
          ],
        },
      ],
    },
    {
      id: 'resultat',
      title: 'Le résultat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le résultat vous est communiqué en ligne, en général dans les 48 heures.',
        },
        {
          kind: 'paragraph',
          text: 'En cas d’échec, vous pouvez vous réinscrire pour une nouvelle session. Profitez de l’attente pour reprendre les thèmes où vous faites le plus d’erreurs.',
        },
      ],
    },
    {
      id: 'validite',
      title: 'Combien de temps le code reste valable',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le code réussi reste valable 5 ans.',
            'Pendant ces 5 ans, vous pouvez vous présenter jusqu’à 5 fois à l’épreuve pratique du permis.',
            'Au-delà de ces 5 ans, ou après 5 présentations à l’épreuve pratique sans succès, il faut repasser le code.',
          ],
        },
      ],
    },
    {
      id: 'se-preparer',
      title: 'Vous préparer avec nous',
      blocks: [
        {
          kind: 'list',
          items: [
            'Faites des examens blancs « En conditions d’examen » : 40 questions, 20 secondes chacune, la correction à la fin.',
            'Attendez de réussir régulièrement vos examens blancs avant de vous inscrire : « Ma préparation à l’examen », sur le tableau de bord, vous dit où vous en êtes.',
            'Lisez chaque question jusqu’au bout : plusieurs réponses peuvent être justes.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/guides/bien-s-entrainer', label: 'Bien s’entraîner avec les séries' },
            { to: '/guides/lire-mes-resultats', label: 'Lire mes résultats' },
          ],
        },
      ],
    },
  ],
};
