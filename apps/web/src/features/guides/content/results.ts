import type { Guide } from '../types';

/**
 * What the results screens show, in their own words: the readiness card and the results per
 * theme of the dashboard, the history table and the correction of a series.
 */
export const resultsGuide: Guide = {
  slug: 'lire-mes-resultats',
  title: 'Lire mes résultats',
  summary:
    'Préparation à l’examen, résultats par thème, historique et correction : ce que disent vos chiffres.',
  intro:
    'Vos résultats vous disent où vous en êtes et quoi travailler ensuite. Voici comment lire chacun des écrans qui les montrent.',
  sections: [
    {
      id: 'preparation',
      title: 'Ma préparation à l’examen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cette carte du tableau de bord regarde vos trois derniers examens blancs terminés en conditions d’examen (ceux faits en entraînement ne comptent pas), chacun comparé au seuil de réussite : 35 bonnes réponses sur 40 ; et vos résultats par thème, comparés à leur objectif.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Prêt pour l’examen',
              text: 'vos trois derniers examens blancs en conditions d’examen atteignent le seuil, et tous vos thèmes leur objectif.',
            },
            {
              term: 'Encore un effort',
              text: 'il manque encore quelque chose, et la carte dit quoi : « Encore 2 examens blancs réussis à faire », « 2 thèmes sous l’objectif : Circulation, Usagers ».',
            },
            {
              term: 'À vous de jouer',
              text: 'vous n’avez pas encore terminé d’examen blanc en conditions d’examen.',
            },
          ],
        },
        {
          kind: 'note',
          text: 'Un examen blanc réussi une fois peut tenir de la chance : attendez d’en réussir plusieurs de suite avant de vous inscrire.',
        },
      ],
    },
    {
      id: 'resultats-par-theme',
      title: 'Mes résultats par thème',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une ligne par thème du code. La barre montre votre taux de bonnes réponses dans ce thème, sur toutes vos réponses, quelle que soit la série. Le trait vertical marque l’objectif : 88 %, le niveau demandé à l’examen (35 bonnes réponses sur 40).',
        },
        {
          kind: 'paragraph',
          text: 'Tout ce que montre la barre est aussi écrit à côté :',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: '« 72 % — objectif 88 % »',
              text: 'votre taux, puis l’objectif. Quand vous l’atteignez avec 10 réponses au moins, « atteint » s’affiche et la barre change de couleur.',
            },
            {
              term: '« 25 questions répondues »',
              text: 'le nombre de réponses sur lequel le taux est calculé : plus il est grand, plus le taux est fiable.',
            },
            {
              term: 'Pas encore travaillé',
              text: 'vous n’avez encore répondu à aucune question de ce thème.',
            },
            {
              term: 'Non disponible',
              text: 'votre formation ne propose pas de série pour ce thème.',
            },
            {
              term: 'S’entraîner',
              text: 'lance la série thématique du thème, en entraînement.',
            },
          ],
        },
      ],
    },
    {
      id: 'historique',
      title: 'Mon historique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’onglet « Mon historique » liste toutes les séries que vous avez commencées, la plus récente en haut. Chaque colonne :',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'Date', text: 'le jour de votre dernière activité dans la série.' },
            {
              term: 'Série',
              text: 'son nom et son type : examen blanc, série thématique, parcours personnalisé…',
            },
            {
              term: 'Score',
              text: 'vos bonnes réponses sur le nombre de questions de la série ; pour un examen blanc terminé, « Réussi » ou « Non réussi ».',
            },
            {
              term: 'Avancement',
              text: 'les questions auxquelles vous avez répondu sur le total, par exemple « 4 / 10 » pour une série en cours.',
            },
            { term: 'Chronométrée', text: '« Oui » pour une série chronométrée.' },
            { term: 'Thème', text: 'pour une série thématique, le thème et sa couleur.' },
            {
              term: 'Voir la correction ou Continuer',
              text: 'ouvre la correction d’une série terminée, ou reprend une série en cours là où vous l’avez laissée.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour trier, activez l’en-tête Date, Série, Score ou Avancement : une première fois par ordre croissant, une deuxième par ordre décroissant, une troisième pour revenir à l’ordre habituel. Sous le tableau, choisissez le nombre de « Résultats par page » (10, 25, 50 ou 100) et passez d’une page à l’autre.',
        },
      ],
    },
    {
      id: 'correction',
      title: 'La correction d’une série',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Elle s’ouvre à la fin de chaque série, et depuis l’historique avec « Voir la correction ». De haut en bas :',
        },
        {
          kind: 'steps',
          items: [
            'Le nom de la série, le mode (examen ou entraînement), « chronométré » s’il y a lieu, et la date.',
            '« Votre score » : vos bonnes réponses sur le nombre de questions, puis « Réussi » ou « Pas encore », avec le nombre de bonnes réponses nécessaires. Une série plus courte que l’examen garde la même exigence : 18 sur 20, par exemple.',
            '« Résultats par thème » : vos bonnes réponses dans chaque thème de cette série.',
            '« Revoir les questions » : toutes les questions, ou « Seulement mes erreurs ». Ouvrez une question pour voir ses réponses : « Votre réponse » marque ce que vous avez choisi, « Bonne réponse » ce qu’il fallait choisir ; suivent l’explication et la référence de la règle.',
          ],
        },
        {
          kind: 'paragraph',
          text: '« Aucune réponse n’a été donnée » signale une question laissée sans réponse quand le temps s’est écoulé. « Retour au tableau de bord » et « Mon historique » vous ramènent à vos séries.',
        },
      ],
    },
    {
      id: 'progresser',
      title: 'Tirer parti de vos résultats',
      blocks: [
        {
          kind: 'list',
          items: [
            'Commencez par les thèmes dont la barre est la plus loin du trait : « S’entraîner » lance leur série.',
            'Après un examen blanc, lancez « Révision de mes erreurs » pour reprendre ce que vous avez manqué.',
            'Lisez les explications même quand vous avez juste : elles donnent la règle, utile pour les questions voisines.',
            'Refaites régulièrement le « Parcours personnalisé » : il vous repose les questions au bon moment.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/history', label: 'Ouvrir mon historique' },
            { to: '/guides/bien-s-entrainer', label: 'Bien s’entraîner avec les séries' },
          ],
        },
      ],
    },
  ],
};
