import {
  applicationCloseSchema,
  applicationOpenSchema,
  closeApplication,
  openApplication,
} from './applications.js';
import { codesGenerateSchema, generateCodes } from './codes.js';
import {
  APP,
  FIRST_NAME,
  LAST_NAME,
  LEARNER,
  SCHOOL,
  defineCommand,
  type Command,
} from './command.js';
import { checkNewFile, toCsv, writeCsvFile } from './csv.js';
import { frenchDate } from '@prepacode/domain/calendar';
import { examEntryOpenSchema, openExamEntry } from './exam-entries.js';
import { extendInscription, inscriptionExtendSchema } from './inscriptions.js';
import { messageSchema, postMessage } from './messages.js';
import { vagnonLink, vagnonLinkSchema } from './vagnon-link.js';

const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The commands that give or change access: codes, banners, applications, inscriptions, links. */
export const ACCESS_COMMANDS: Command[] = [
  defineCommand({
    name: 'codes-generate',
    summary: 'Génère un lot de codes d’activation (inscription Michelin).',
    synopsis:
      '--school <id> --count <n> [--prefix <XXXX>] [--access-days <n>] [--valid-days <n>] [--batch <libellé>] [--file <sortie.csv>]',
    description:
      'Génère des codes PREFIXE-XXXX-XXXX, tous différents, pour le permis B, sans 0, O, 1 ni I. Sans --file, un code par ligne ; avec --file, un CSV code,expire_le,jours_acces,lot.',
    options: [
      SCHOOL,
      { name: 'count', value: '<n>', help: 'nombre de codes, de 1 à 10000' },
      { name: 'prefix', value: '<XXXX>', help: '4 lettres ou chiffres (MICH par défaut)' },
      {
        name: 'access-days',
        value: '<n>',
        help: 'jours d’accès donnés à l’activation (180 par défaut)',
      },
      {
        name: 'valid-days',
        value: '<n>',
        help: 'jours pendant lesquels le code peut être activé (365 par défaut)',
      },
      { name: 'batch', value: '<libellé>', help: 'nom du lot (par défaut, la date et l’heure)' },
      { name: 'file', value: '<sortie.csv>', help: 'fichier à créer' },
    ],
    examples: [
      `${APP} codes-generate --school demo-michelin --count 500 --batch "Salon 2027" --file codes.csv`,
    ],
    schema: codesGenerateSchema,
    async run(context, options) {
      if (options.file) checkNewFile(options.file);
      const codes = await generateCodes(context.db, options, context.progress('codes'));
      const first = codes[0];
      const about = first
        ? ` (lot « ${first.batch} », à activer au plus tard le ${frenchDate(first.expiresOn)})`
        : '';
      if (!options.file) {
        for (const { code } of codes) context.print(code);
        context.warn(`${codes.length} code(s) créé(s)${about}.`);
        return 0;
      }
      await writeCsvFile(
        options.file,
        toCsv(
          ['code', 'expire_le', 'jours_acces', 'lot'],
          codes.map((code) => [code.code, code.expiresOn, code.accessDays, code.batch]),
        ),
      );
      context.print(`${codes.length} code(s) écrit(s) dans ${options.file}${about}.`);
      return 0;
    },
  }),
  defineCommand({
    name: 'message',
    summary: 'Publie un message (cloche et bandeau) pour une école ou un élève.',
    synopsis:
      '(--school <id> | --learner <adresse>) --content <texte> [--type info|warning] [--days <n> | --start <aaaa-mm-jj> [--end <aaaa-mm-jj>]]',
    description:
      'Publie un message que les élèves voient dans la cloche et le bandeau, à leur prochaine lecture du profil. Par défaut il s’affiche dès maintenant pendant 30 jours ; --start et --end donnent des jours du calendrier français (de 0 h le premier jour à la fin du dernier ; --start seul : 30 jours).',
    options: [
      { ...SCHOOL, help: 'pour tous les élèves de cette école' },
      { ...LEARNER, help: 'pour cet élève seulement' },
      { name: 'content', value: '<texte>', help: 'le message, de 3 à 1000 caractères' },
      { name: 'type', value: 'info|warning', help: 'info (par défaut) ou warning' },
      { name: 'days', value: '<n>', help: 'affiché dès maintenant pendant n jours (1 à 365)' },
      { name: 'start', value: '<aaaa-mm-jj>', help: 'premier jour d’affichage' },
      { name: 'end', value: '<aaaa-mm-jj>', help: 'dernier jour d’affichage' },
    ],
    examples: [
      `${APP} message --school demo-auto-ecole --content "Code en salle mercredi à 18 h"`,
      `${APP} message --learner eleve@demo.test --type warning --content "Pièce manquante au dossier" --start 2026-12-01 --end 2026-12-15`,
    ],
    schema: messageSchema,
    async run(context, options) {
      const message = await postMessage(context.db, options);
      context.print(
        `Message publié (${message.id}), affiché du ${timeFormat.format(message.startsAt)} au ${timeFormat.format(message.endsAt - 60_000)}.`,
      );
      return 0;
    },
  }),
  defineCommand({
    name: 'application-open',
    summary: 'Ouvre (ou crée) une application de cours pour un élève.',
    synopsis: '--learner <adresse> --label <libellé> [--title <titre>] [--max] [--licence <code>]',
    description:
      'Rouvre l’application de ce libellé de l’élève, ou la crée (lien /cours/<libellé>, plein écran) : --title est alors nécessaire. Sur une application existante, --title, --max et --licence la modifient.',
    options: [
      LEARNER,
      { name: 'label', value: '<libellé>', help: 'libellé de l’application (ex. cours-code)' },
      {
        name: 'title',
        value: '<titre>',
        help: 'titre affiché (ex. « Cours du code de la route »)',
      },
      { name: 'max', help: 'version « max » des cours' },
      { name: 'licence', value: '<code>', help: 'permis auquel elle se rattache' },
    ],
    examples: [
      `${APP} application-open --learner eleve@demo.test --label cours-code --title "Cours du code de la route" --licence b`,
    ],
    schema: applicationOpenSchema,
    async run(context, options) {
      const { created } = await openApplication(context.db, options);
      context.print(
        `Application ${options.label} ${created ? 'créée' : 'ouverte'} pour ${options.learner}.`,
      );
      return 0;
    },
  }),
  defineCommand({
    name: 'application-close',
    summary: 'Ferme une application de cours d’un élève.',
    synopsis: '--learner <adresse> --label <libellé>',
    description:
      'Ferme l’application de ce libellé : l’élève ne la voit plus (application-open la rouvre).',
    options: [LEARNER, { name: 'label', value: '<libellé>', help: 'libellé de l’application' }],
    examples: [`${APP} application-close --learner cours@demo.test --label fastcode`],
    schema: applicationCloseSchema,
    async run(context, options) {
      await closeApplication(context.db, options);
      context.print(`Application ${options.label} fermée pour ${options.learner}.`);
      return 0;
    },
  }),
  defineCommand({
    name: 'inscription-extend',
    summary: 'Prolonge l’accès d’un élève à une formation.',
    synopsis: '--learner <adresse> --licence <code> (--days <n> | --until <aaaa-mm-jj>)',
    description:
      'Prolonge l’inscription ouverte de l’élève à ce permis : --days ajoute des jours à sa fin (à partir d’aujourd’hui si elle est passée) ; --until fixe le dernier jour d’accès (pas un jour passé).',
    options: [
      LEARNER,
      { name: 'licence', value: '<code>', help: 'permis de l’inscription (b, co…)' },
      { name: 'days', value: '<n>', help: 'jours ajoutés (1 à 3650)' },
      { name: 'until', value: '<aaaa-mm-jj>', help: 'nouveau dernier jour d’accès' },
    ],
    examples: [`${APP} inscription-extend --learner eleve@demo.test --licence b --days 30`],
    schema: inscriptionExtendSchema,
    async run(context, options) {
      const until = await extendInscription(context.db, options);
      context.print(
        `${options.learner}, permis ${options.licence} : accès jusqu’au ${frenchDate(until)}.`,
      );
      return 0;
    },
  }),
  defineCommand({
    name: 'exam-entry-open',
    summary: 'Ouvre l’inscription à l’examen (Kopilote) d’un élève.',
    synopsis: '--learner <adresse> --licence b|etm',
    description:
      'Ouvre l’entrée Kopilote de l’élève pour ce permis\u202f: l’application lui propose alors «\u202fS’inscrire à l’examen\u202f», et sa demande arrive dans la réception de son école.',
    options: [LEARNER, { name: 'licence', value: 'b|etm', help: 'permis de l’examen' }],
    examples: [`${APP} exam-entry-open --learner eleve@demo.test --licence b`],
    schema: examEntryOpenSchema,
    async run(context, options) {
      const { created } = await openExamEntry(context.db, options);
      context.print(
        `Inscription à l’examen (${options.licence}) ${created ? 'créée' : 'rouverte'} pour ${options.learner}.`,
      );
      return 0;
    },
  }),
  defineCommand({
    name: 'vagnon-link',
    summary: 'Affiche un lien d’inscription signé (éditeur Vagnon), pour la démonstration.',
    synopsis:
      '[--licence co|ei|ha|crr] [--email <adresse>] [--first-name <prénom>] [--last-name <nom>] [--birth-date <aaaa-mm-jj>] [--no-newsletter] [--app-url <url>]',
    description:
      'Affiche un lien vers la page vagnon, signé avec VAGNON_SECRET comme l’éditeur le signe, valable VAGNON_MAX_AGE_SECONDS. Sans --email, une adresse neuve à chaque fois : chaque lien crée un compte.',
    options: [
      { name: 'licence', value: 'co|ei|ha|crr', help: 'permis bateau (co par défaut)' },
      {
        name: 'email',
        value: '<adresse>',
        help: 'adresse (par défaut marin.<6 caractères>@demo.test)',
      },
      { ...FIRST_NAME, help: 'prénom (Jeanne par défaut)' },
      { ...LAST_NAME, help: 'nom (Le Goff par défaut)' },
      {
        name: 'birth-date',
        value: '<aaaa-mm-jj>',
        help: 'date de naissance (1998-06-14 par défaut)',
      },
      { name: 'no-newsletter', help: 'sans la lettre d’information (acceptée par défaut)' },
      { name: 'app-url', value: '<url>', help: 'adresse de l’application (par défaut PUBLIC_URL)' },
    ],
    examples: [`${APP} vagnon-link --licence ei`],
    schema: vagnonLinkSchema,
    run(context, options) {
      context.print(vagnonLink(context.config, options));
      return 0;
    },
  }),
];
