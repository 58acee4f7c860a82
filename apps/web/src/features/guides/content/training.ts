import type { Guide } from '../types';

/**
 * How this product's series work, in the words of its screens (dashboard, player, history):
 * docs/series.md gives the rules; the labels quoted here are those the components show.
 */
export const trainingGuide: Guide = {
  slug: 'bien-s-entrainer',
  title: 'Bien s’entraîner avec les séries',
  summary:
    'Examens blancs, séries thématiques, séries sur mesure : à quoi sert chacune et comment répondre.',
  intro:
    'Toutes vos séries se lancent depuis « Mon tableau de bord ». Voici ce que propose chacune, comment répondre aux questions et comment reprendre une série interrompue.',
  sections: [
    {
      id: 'serie-de-bienvenue',
      title: 'Pour commencer : la série de bienvenue',
      blocks: [
        {
          kind: 'paragraph',
          text: 'À votre arrivée, une courte série de 5 questions vous montre comment répondre. Elle n’est pas chronométrée et chaque réponse est corrigée aussitôt.',
        },
        {
          kind: 'paragraph',
          text: 'Tant qu’elle n’est pas terminée, seul l’onglet « Bienvenue » est proposé. Une fois finie, vous accédez au tableau de bord et à l’historique.',
        },
      ],
    },
    {
      id: 'examens-blancs',
      title: 'Les examens blancs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un examen blanc reprend l’examen : 40 questions réparties sur les thèmes du code. Le bloc « Examens blancs » indique combien il vous en reste à terminer (par exemple « 5 restantes sur 6 ») et vous propose la « Prochaine série » : celle que vous avez commencée, sinon la première jamais terminée. Les autres sont sous « Toutes les autres séries ».',
        },
        {
          kind: 'paragraph',
          text: 'Avant de commencer, choisissez les conditions :',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'En conditions d’examen',
              text: 'Comme le jour de l’examen : 20 secondes par question pour une série « Chronométrée », et la correction seulement à la fin.',
            },
            {
              term: 'En entraînement',
              text: 'Sans chronomètre : chaque réponse est corrigée et expliquée aussitôt.',
            },
          ],
        },
      ],
    },
    {
      id: 'series-thematiques',
      title: 'Les séries thématiques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une série par thème du code, avec toutes les questions de ce thème, sans chronomètre et corrigée au fur et à mesure. Vous les trouvez dans le bloc « Séries thématiques », et aussi avec le bouton « S’entraîner » de chaque thème, dans « Mes résultats par thème ».',
        },
      ],
    },
    {
      id: 'series-sur-mesure',
      title: 'Les séries sur mesure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sous « Mes séries sur mesure », deux séries de 20 questions au plus sont composées pour vous au moment où vous les commencez. Elles se font en entraînement, avec la correction après chaque réponse.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Parcours personnalisé',
              text: 'Une question manquée revient tout de suite. Une question réussie revient de plus en plus tard : après 1, 3, 7, 21 puis 60 jours, selon le nombre de fois de suite où vous l’avez réussie. Le parcours se complète avec des questions jamais vues de vos thèmes les plus faibles.',
            },
            {
              term: 'Révision de mes erreurs',
              text: 'Les questions dont votre dernière réponse était fausse, les plus récentes d’abord. Tant que vous n’avez aucune erreur à revoir, cette série ne peut pas s’ouvrir et un message vous l’indique.',
            },
          ],
        },
      ],
    },
    {
      id: 'repondre',
      title: 'Répondre aux questions',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Lisez la question jusqu’au bout. Le bouton « Lire la question », quand votre navigateur le permet, la lit à voix haute avec ses réponses.',
            'Choisissez une ou plusieurs réponses : une réponse choisie est cochée, un second appui la retire. Quand une question a deux parties, A et B répondent à la première, C et D à la seconde.',
            'Appuyez sur « Valider » pour envoyer votre réponse, ou sur « Effacer » pour retirer toute votre sélection.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Comme à l’examen, une question n’est juste que si vous avez choisi toutes ses bonnes réponses, et seulement elles. « Question 3 / 40 » et la barre de progression vous disent où vous en êtes.',
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez tout faire au clavier :',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'A, B, C, D', text: 'choisir une réponse, ou la retirer.' },
            {
              term: 'Entrée',
              text: 'valider ; après une correction, passer à la question suivante.',
            },
            { term: 'Retour arrière', text: 'effacer votre sélection.' },
          ],
        },
      ],
    },
    {
      id: 'chronometre',
      title: 'Le chronomètre',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En conditions d’examen, une série chronométrée affiche le temps restant pour chaque question, en secondes et sous forme de barre. Les 5 dernières secondes sont signalées.',
        },
        {
          kind: 'paragraph',
          text: 'À zéro, votre sélection est envoyée telle quelle. Si vous n’aviez rien choisi, la question compte comme fausse.',
        },
      ],
    },
    {
      id: 'correction',
      title: 'La correction',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'En entraînement',
              text: 'Après chaque réponse : « Bonne réponse ! » ou « Mauvaise réponse », votre réponse et la bonne, l’explication et la référence de la règle. « Question suivante » continue ; après la dernière, « Voir mes résultats ».',
            },
            {
              term: 'En conditions d’examen',
              text: 'Aucune correction pendant la série : vos résultats et la correction de chaque question s’ouvrent après la dernière réponse.',
            },
          ],
        },
      ],
    },
    {
      id: 'melanger',
      title: 'L’ordre des réponses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les réponses changent de place d’une série à l’autre : vous retenez la bonne réponse, pas sa lettre. Les réponses « Oui » et « Non » et les valeurs rangées dans l’ordre gardent le leur. Pour les voir toujours dans le même ordre, choisissez-le dans « Mes préférences », depuis le menu de votre compte.',
        },
        {
          kind: 'paragraph',
          text: 'La correction reprend toujours les lettres que vous avez vues. Une série reprise garde l’ordre dans lequel vous l’avez commencée.',
        },
      ],
    },
    {
      id: 'reprendre',
      title: 'Faire une pause et reprendre',
      blocks: [
        {
          kind: 'list',
          items: [
            'Chaque réponse validée est enregistrée : « Quitter » vous ramène au tableau de bord sans rien perdre.',
            'La série porte alors le badge « En cours » et son bouton devient « Continuer ». Vous pouvez aussi la reprendre depuis « Mon historique ».',
            'Vous repartez de la question où vous étiez, même sur un autre appareil, dans le même mode et avec le même ordre des réponses.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Les crédits d’examens blancs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si votre tableau de bord affiche « Mes crédits d’examens blancs », chaque examen blanc que vous commencez utilise un crédit, en conditions d’examen comme en entraînement. Les autres séries n’en utilisent pas, et reprendre un examen blanc en cours non plus.',
        },
        {
          kind: 'paragraph',
          text: 'Quand il ne vous reste plus de crédit, l’examen blanc ne s’ouvre pas : demandez-en à votre école.',
        },
      ],
    },
  ],
};
