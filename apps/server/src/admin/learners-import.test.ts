import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { testEngines } from '../../test/helpers/databases.js';
import { countRows, useTestApp } from '../../test/helpers/test-app.js';
import { importLearners, learnersImportSchema } from './learners-import.js';
import { parseOptions } from './options.js';
import { brokenMailer, useAdminMail } from '../../test/helpers/admin-fixture.js';

const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const csvFile = (content: string | Buffer) => {
  files += 1;
  const file = path.join(folder, `eleves-${files}.csv`);
  writeFileSync(file, content);
  return file;
};

describe.each(testEngines())('admin learners-import on %s', (engine) => {
  const context = useTestApp(engine);
  const { config, mailer, mails } = useAdminMail();
  const run = async (raw: Record<string, unknown>, to = mailer) => {
    const units: string[] = [];
    const summary = await importLearners(
      context.app.db,
      to,
      config,
      parseOptions(learnersImportSchema, raw),
      (unit) => (done, total) => units.push(`${done}/${total} ${unit}`),
    );
    return { summary, units };
  };
  const learnerCount = () => countRows(context.app.db, 'users');

  it('imports a French spreadsheet’s file: BOM, « ; », accents in the header, optional columns', async () => {
    const file = csvFile(
      '\uFEFFEmail;Prénom;Nom;Permis;Jours;Téléphone;Date_naissance\r\n' +
        'camille.leroy@exemple.fr;Camille;Leroy;b;90;06.11.22.33.44;2004-09-12\r\n' +
        '\r\n' +
        'Yanis.Benali@Exemple.fr;Yanis;Ben Ali;CO;;;\r\n' +
        ';;;;;;\r\n',
    );
    const before = mails().length;
    const { summary, units } = await run({ school: 'demo-auto-ecole', file, days: '200' });
    expect(summary).toEqual({ imported: 2, mailed: 2, mailFailures: [], ignoredColumns: [] });
    expect(units).toEqual([
      '1/2 élèves enregistrés',
      '2/2 élèves enregistrés',
      '1/2 e‑mails de bienvenue',
      '2/2 e‑mails de bienvenue',
    ]);
    const rows = await context.app.db
      .selectFrom('users')
      .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
      .select(['email', 'first_name', 'phone', 'birth_date', 'licence_code', 'expiration_date'])
      .where('email', 'in', ['camille.leroy@exemple.fr', 'yanis.benali@exemple.fr'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        email: 'camille.leroy@exemple.fr',
        first_name: 'Camille',
        phone: '06 11 22 33 44',
        birth_date: '2004-09-12',
        licence_code: 'b',
        expiration_date: dayInFranceAfter(90),
      },
      {
        email: 'yanis.benali@exemple.fr',
        first_name: 'Yanis',
        phone: null,
        birth_date: null,
        licence_code: 'co',
        expiration_date: dayInFranceAfter(200),
      },
    ]);
    const sent = mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('To: camille.leroy@exemple.fr');
    expect(sent[1]).toContain('To: yanis.benali@exemple.fr');
  });

  it('reads « , » files, a quoted cell keeping its commas', async () => {
    const file = csvFile(
      'email,prenom,nom,permis\n"anne-marie@exemple.fr","Anne-Marie","D’Arc, dite Jeanne",b\n',
    );
    await expect(run({ school: 'demo-auto-ecole', file })).rejects.toMatchObject({
      details: [
        'ligne 2 : nom invalide (« D’Arc, dite Jeanne ») : Votre nom ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.',
      ],
    });
    const fine = csvFile(
      'email,prenom,nom,permis\n"anne-marie@exemple.fr","Anne-Marie","D’Arc",b\n',
    );
    expect((await run({ school: 'demo-auto-ecole', file: fine })).summary.imported).toBe(1);
  });

  it('checks every row first, reports each problem by its line, and imports nothing', async () => {
    const before = await learnerCount();
    const mailsBefore = mails().length;
    const file = csvFile(
      [
        'email;prenom;nom;permis;jours;telephone;date_naissance',
        'ok.un@exemple.fr;Paul;Martin;b;;;',
        'pas-une-adresse;Zoé;Martin;b;;;',
        'ok.deux@exemple.fr;;Martin;b;;;',
        'ok.un@exemple.fr;Paul;Martin;b;;;',
        'eleve@demo.test;Léa;Martin;b;;;',
        'ok.trois@exemple.fr;Marc;Martin;zz;4000;12;2030-01-01',
        'court;ligne',
        'ok.quatre@exemple.fr;Éva;Martin;etm;30;06 12 34 56 78;2001-01-01',
      ].join('\n'),
    );
    const failure = run({ school: 'demo-auto-ecole', file });
    await expect(failure).rejects.toThrow(
      '6 ligne(s) en erreur sur 8 : rien n’est importé. Corrigez le fichier puis relancez.',
    );
    await expect(failure).rejects.toMatchObject({
      details: [
        'ligne 3 : adresse e‑mail invalide (« pas-une-adresse ») : Indiquez une adresse e‑mail valide (ex. prenom.nom@exemple.fr).',
        'ligne 4 : colonne Prénom vide',
        'ligne 5 : adresse e‑mail ok.un@exemple.fr déjà donnée ligne 2',
        'ligne 6 : déjà élève de l’école (eleve@demo.test)',
        'ligne 7 : permis invalide (« zz ») : code de permis inconnu (codes : b, etg, etgreg, etm, co, ei, crr, a, a1, a2, ha)',
        'ligne 7 : date de naissance invalide (« 2030-01-01 ») : Vérifiez votre date de naissance : l’inscription est ouverte de 14 à 100 ans.',
        'ligne 7 : téléphone invalide (« 12 ») : numéro de téléphone français à 10 chiffres attendu (ex. 06 12 34 56 78)',
        'ligne 7 : nombre de jours invalide (« 4000 ») : nombre entier de 1 à 3650 attendu',
        'ligne 8 : 2 champ(s) au lieu de 7 (vérifiez le séparateur et les guillemets)',
      ],
    });
    expect(await learnerCount()).toBe(before);
    expect(mails()).toHaveLength(mailsBefore);
  });

  it('imports the learners even when welcome mails fail, and lists those mails by line', async () => {
    const file = csvFile(
      'email,prenom,nom,permis\nsans.mail.un@exemple.fr,Rose,Blanc,b\nsans.mail.deux@exemple.fr,Lou,Noir,b\n',
    );
    const { summary } = await run({ school: 'demo-auto-ecole', file }, brokenMailer);
    expect(summary).toEqual({
      imported: 2,
      mailed: 0,
      mailFailures: [
        'ligne 2 : e‑mail de bienvenue non envoyé à sans.mail.un@exemple.fr : SMTP injoignable',
        'ligne 3 : e‑mail de bienvenue non envoyé à sans.mail.deux@exemple.fr : SMTP injoignable',
      ],
      ignoredColumns: [],
    });
  });

  it.each([
    ['email;prenom;nom\na@exemple.fr;A;B\n', 'en-tête refusé'],
    ['email;prenom;nom;permis\n', 'aucun élève sous la ligne d’en-tête'],
    ['', 'le fichier est vide'],
    ['email;prenom;nom;permis\n"a@exemple.fr;A;B;b\n', 'fichier CSV illisible'],
  ])('refuses the file %#', async (content, message) => {
    await expect(run({ school: 'demo-auto-ecole', file: csvFile(content) })).rejects.toThrow(
      message,
    );
  });

  it('details the header’s problems', async () => {
    const file = csvFile('email;prenom;permis;ville;mail\n');
    await expect(run({ school: 'demo-auto-ecole', file })).rejects.toMatchObject({
      details: ['colonne(s) manquante(s)\u202f: Nom', 'colonne «\u202fE‑mail\u202f» en double'],
    });
  });

  it.each([
    [{ school: 'inconnue', file: '/nonexistent.csv' }, 'aucune école d’identifiant inconnue'],
    [{ school: 'demo-auto-ecole', file: path.join(folder, 'absent.csv') }, 'impossible de lire'],
    [{ school: 'demo-auto-ecole' }, '--file : option obligatoire'],
    [{ school: 'demo-auto-ecole', file: 'x.csv', days: '-3' }, '--days : nombre entier'],
  ])('refuses %o', async (raw, message) => {
    await expect(run(raw)).rejects.toThrow(message);
  });
});
