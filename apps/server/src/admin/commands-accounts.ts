import {
  APP,
  FIRST_NAME,
  LAST_NAME,
  LEARNER,
  SCHOOL,
  defineCommand,
  mailsDelivered,
  printLink,
  type Command,
} from './command.js';
import { anonymiseByEmail, learnerAnonymiseSchema } from './anonymise.js';
import { checkNewFile, writeCsvFile } from './csv.js';
import { frenchDate } from '@prepacode/domain/calendar';
import { learnersCsv } from '../modules/school/learners/learners-csv.js';
import { exportLearners, learnersExportSchema } from './learners-export.js';
import { importLearners, learnersImportSchema } from './learners-import.js';
import { createLearner, learnerCreateSchema } from './learners.js';
import { passwordResetSchema, resetPassword } from './passwords.js';
import { STAFF_LINK_MINUTES } from '../modules/school/team/team.service.js';
import {
  createSchool,
  createStaff,
  removeStaff,
  schoolCreateSchema,
  staffCreateSchema,
  staffRemoveSchema,
} from './schools.js';

/** The commands that create and follow accounts: schools, staff, learners, passwords. */
export const ACCOUNT_COMMANDS: Command[] = [
  defineCommand({
    name: 'school-create',
    summary: 'Crée une école (structure).',
    synopsis:
      '--id <id> --name <nom> [--email <adresse>] [--address <adresse>] [--phone <numéro>] [--brand <marque>]',
    description:
      'Crée une école, à laquelle rattacher des moniteurs, des élèves et des codes d’activation.',
    options: [
      { name: 'id', value: '<id>', help: 'identifiant : a-z, 0-9 et -, 40 caractères au plus' },
      { name: 'name', value: '<nom>', help: 'nom affiché (« Auto-école du Port »)' },
      {
        name: 'email',
        value: '<adresse>',
        help: 'adresse de contact, qui reçoit les messages des élèves',
      },
      { name: 'address', value: '<adresse>', help: 'adresse postale de l’école' },
      { name: 'phone', value: '<numéro>', help: 'téléphone (« 01 23 45 67 89 »)' },
      { name: 'brand', value: '<marque>', help: 'marque sous laquelle l’école vend' },
    ],
    examples: [
      `${APP} school-create --id auto-ecole-du-port --name "Auto-école du Port" --email contact@port.fr`,
    ],
    schema: schoolCreateSchema,
    async run(context, options) {
      await createSchool(context.db, options);
      context.print(`École ${options.id} créée : ${options.name}.`);
      return 0;
    },
  }),
  defineCommand({
    name: 'staff-create',
    summary:
      'Crée un compte de moniteur ou de gestionnaire et lui envoie un lien pour choisir son mot de passe.',
    synopsis:
      '--school <id> --email <adresse> --first-name <prénom> --last-name <nom> [--role <rôle>]',
    description:
      'Crée un compte de l’école sans mot de passe, puis lui envoie par e‑mail un lien (valable 7 jours) pour le choisir ; le lien est aussi affiché.',
    options: [
      SCHOOL,
      { name: 'email', value: '<adresse>', help: 'adresse e‑mail du membre de l’école' },
      FIRST_NAME,
      LAST_NAME,
      {
        name: 'role',
        value: '<rôle>',
        help: 'moniteur (par défaut : voit les élèves, ouvre leur session) ou gestionnaire (gère aussi les comptes)',
      },
    ],
    examples: [
      `${APP} staff-create --school demo-auto-ecole --email marc@port.fr --first-name Marc --last-name Lefèvre`,
    ],
    schema: staffCreateSchema,
    async run(context, options) {
      const sent = await createStaff(context.db, context.mailer, context.config, options);
      const days = STAFF_LINK_MINUTES / (24 * 60);
      return printLink(
        context,
        sent,
        `Compte de ${options.role} créé pour ${options.email} ; lien valable ${days} jours :`,
      );
    },
  }),
  defineCommand({
    name: 'staff-remove',
    summary: 'Supprime le compte d’un moniteur ou d’un gestionnaire qui a quitté l’école.',
    synopsis: '--email <adresse>',
    description:
      'Supprime le compte et ferme ses sessions ; les messages et décisions qu’il a publiés restent, sans auteur. Un compte d’élève n’est jamais supprimé ainsi.',
    options: [{ name: 'email', value: '<adresse>', help: 'adresse e‑mail du membre de l’école' }],
    examples: [`${APP} staff-remove --email marc@port.fr`],
    schema: staffRemoveSchema,
    async run(context, options) {
      await removeStaff(context.db, options);
      context.print(`Compte de ${options.email} supprimé.`);
      return 0;
    },
  }),
  defineCommand({
    name: 'learner-create',
    summary: 'Crée un élève et son inscription, et lui envoie l’e‑mail de bienvenue.',
    synopsis:
      '--school <id> --email <adresse> --first-name <prénom> --last-name <nom> --licence <code> [--days <n>] [--credits <n>] [--phone <numéro>] [--birth-date <aaaa-mm-jj>]',
    description:
      'Crée un élève sans mot de passe et son inscription au permis, puis lui envoie l’e‑mail de bienvenue avec un lien (valable 7 jours) pour choisir son mot de passe.',
    options: [
      SCHOOL,
      {
        name: 'email',
        value: '<adresse>',
        help: 'adresse e‑mail de l’élève (une seule fois par compte)',
      },
      FIRST_NAME,
      LAST_NAME,
      {
        name: 'licence',
        value: '<code>',
        help: 'permis : b, etg, etgreg, etm, co, ei, crr, a, a1, a2, ha',
      },
      { name: 'days', value: '<n>', help: 'jours d’accès à partir d’aujourd’hui (365 par défaut)' },
      { name: 'credits', value: '<n>', help: 'crédits d’examens blancs donnés (0 par défaut)' },
      { name: 'phone', value: '<numéro>', help: 'téléphone français (06 12 34 56 78)' },
      { name: 'birth-date', value: '<aaaa-mm-jj>', help: 'date de naissance' },
    ],
    examples: [
      `${APP} learner-create --school demo-auto-ecole --email lea.moreau@exemple.fr --first-name Léa --last-name Moreau --licence b --days 180`,
    ],
    schema: learnerCreateSchema,
    async run(context, options) {
      const { until, mailError } = await createLearner(
        context.db,
        context.mailer,
        context.config,
        options,
      );
      context.print(
        `Élève ${options.email} créé : permis ${options.licence}, accès jusqu’au ${frenchDate(until)}.`,
      );
      if (!mailError) {
        context.print(mailsDelivered(context, 'E‑mail de bienvenue'));
        return 0;
      }
      context.warn(
        `✘ e‑mail de bienvenue non envoyé (${mailError}) : l’élève est créé ; envoyez-lui un lien avec « ${APP} password-reset --learner ${options.email} ».`,
      );
      return 1;
    },
  }),
  defineCommand({
    name: 'learners-import',
    summary: 'Importe des élèves depuis un fichier CSV (tout ou rien).',
    synopsis: '--school <id> --file <chemin.csv> [--days <n>]',
    description:
      'Importe des élèves et leurs inscriptions depuis un fichier CSV, puis envoie à chacun l’e‑mail de bienvenue. Le fichier : UTF-8 (avec ou sans BOM) ou Windows-1252, séparateur « ; » ou « , », une ligne d’en-tête avec les colonnes E‑mail, Prénom, Nom, Permis, et au choix Date de naissance (jj/mm/aaaa), Téléphone, Jours, Crédits, Groupe ; les autres colonnes sont laissées de côté. Toutes les lignes sont vérifiées d’abord : s’il y en a une fausse, rien n’est importé et chaque problème est listé avec son numéro de ligne.',
    options: [
      SCHOOL,
      { name: 'file', value: '<chemin.csv>', help: 'le fichier CSV' },
      {
        name: 'days',
        value: '<n>',
        help: 'jours d’accès des lignes sans colonne jours (365 par défaut)',
      },
    ],
    examples: [`${APP} learners-import --school demo-auto-ecole --file eleves.csv`],
    schema: learnersImportSchema,
    async run(context, options) {
      const summary = await importLearners(
        context.db,
        context.mailer,
        context.config,
        options,
        context.progress,
      );
      for (const failure of summary.mailFailures) context.warn(`✘ ${failure}`);
      if (summary.ignoredColumns.length > 0) {
        context.print(`Colonnes laissées de côté\u202f: ${summary.ignoredColumns.join(', ')}.`);
      }
      context.print(
        `${summary.imported} élève(s) importé(s). ${mailsDelivered(context, `E‑mails de bienvenue (${summary.mailed})`)}`,
      );
      if (summary.mailFailures.length === 0) return 0;
      context.warn(
        `✘ Les élèves sont importés ; envoyez un lien aux autres avec « ${APP} password-reset ».`,
      );
      return 1;
    },
  }),
  defineCommand({
    name: 'learners-export',
    summary: 'Exporte les élèves d’une école et leur progression en CSV.',
    synopsis: '--school <id> [--file <sortie.csv>]',
    description:
      'Le fichier de «\u202fExporter la liste\u202f» de l’espace école\u202f: une ligne par formation ouverte (nom, prenom, email, ecole, groupe, permis, acces_jusquau, derniere_activite, examens_faits, dernier_score, meilleur_score, pret, credits_restants, bonnes_reponses, questions_repondues, taux_reussite, cours_termines), séparée par des points-virgules. Sans --file, le CSV s’affiche\u202f; un fichier est écrit en UTF-8 avec BOM (Excel lit les accents), et jamais par-dessus un fichier existant.',
    options: [SCHOOL, { name: 'file', value: '<sortie.csv>', help: 'fichier à créer' }],
    examples: [`${APP} learners-export --school demo-auto-ecole --file eleves-2026-11.csv`],
    schema: learnersExportSchema,
    async run(context, options) {
      if (options.file) checkNewFile(options.file);
      const rows = await exportLearners(context.db, options, context.progress('élèves'));
      const csv = learnersCsv(rows);
      if (!options.file) {
        context.print(csv.trimEnd());
        return 0;
      }
      await writeCsvFile(options.file, csv);
      context.print(`${rows.length} ligne(s) exportée(s) dans ${options.file}.`);
      return 0;
    },
  }),
  defineCommand({
    name: 'learner-anonymise',
    summary: 'Efface les données personnelles d’un élève (RGPD) ; ses réponses restent anonymes.',
    synopsis: '--learner <adresse> --confirm',
    description:
      'Comme «\u202fSupprimer les données de l’élève\u202f» de l’espace école\u202f: nom, prénom, adresse, téléphone, date de naissance et photo effacés, sessions et liens supprimés, textes de ses messages effacés, formations fermées, demande de suppression marquée traitée. Ses réponses ne comptent plus que dans les statistiques. Irréversible.',
    options: [
      LEARNER,
      { name: 'confirm', help: 'confirme l’effacement, qui ne peut pas être annulé' },
    ],
    examples: [`${APP} learner-anonymise --learner lea.moreau@exemple.fr --confirm`],
    schema: learnerAnonymiseSchema,
    async run(context, options) {
      const done = await anonymiseByEmail(context.db, options);
      context.print(
        done.requestHandled
          ? `Données de ${options.learner} effacées\u202f; sa demande de suppression est traitée.`
          : `Données de ${options.learner} effacées.`,
      );
      return 0;
    },
  }),
  defineCommand({
    name: 'password-reset',
    summary: 'Envoie un lien pour choisir un nouveau mot de passe (valable 60 minutes).',
    synopsis: '--learner <adresse>',
    description:
      'Envoie à un compte (élève ou moniteur) un lien pour choisir un nouveau mot de passe, valable 60 minutes, et l’affiche. Le mot de passe actuel reste valable tant que le nouveau n’est pas choisi.',
    options: [{ ...LEARNER, help: 'adresse e‑mail du compte' }],
    examples: [`${APP} password-reset --learner eleve@demo.test`],
    schema: passwordResetSchema,
    async run(context, options) {
      const sent = await resetPassword(context.db, context.mailer, context.config, options);
      return printLink(context, sent, `Lien envoyé à ${options.learner}, valable 60 minutes :`);
    },
  }),
];
