import { importAnswerSchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 8: files as schools have them. A French Excel saves « CSV (séparateur :
// point-virgule) » in Windows-1252, with its own headers and dates in jj/mm/aaaa, and often
// columns of its own; the school space reads them as they are.

type Net = Awaited<ReturnType<typeof freshNetwork>>;

/** The text as French Excel on Windows writes it: Windows-1252 (latin1 for these letters). */
const windows1252 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(testEngines())('importing a school’s own file on %s', (engine) => {
  const { dir: outbox } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'fichiers');
    people = await net.team();
  });

  const check = (fichier: string, essai = true) =>
    people.manager.call('POST', '/central/api/ecole/eleves/import', {
      fichier,
      ignorer_existants: true,
      essai,
    });
  const learnerOf = (email: string) =>
    context.app.db
      .selectFrom('users')
      .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
      .select([
        'users.first_name',
        'users.last_name',
        'users.birth_date',
        'users.group_id',
        'inscriptions.remaining_credits',
      ])
      .where('users.email', '=', email)
      .executeTakeFirst();

  it('reads Windows-1252, French headers and dates, credits and groups, leaving other columns aside', async () => {
    const file = windows1252(
      [
        'N° dossier;Nom;Prénom;E-mail;Date de naissance;Permis;Crédits;Groupe;Ville',
        '1042;Lefèvre;Hélène;helene.lefevre@exemple.fr;03/04/2006;B;5;code du MARDI soir;Brest',
        '1043;Müller;Gaëlle;gaelle.muller@exemple.fr;23-11-2005;etm;;;Quimper',
      ].join('\r\n'),
    );
    const preview = readJson(await check(file), importAnswerSchema);
    expect(preview).toMatchObject({
      a_creer: 2,
      erreurs: 0,
      colonnes_ignorees: ['N° dossier', 'Ville'],
    });
    expect(preview.lignes.map((row) => [row.prenom, row.acces])).toEqual([
      ['Hélène', { jours: 365, credits: 5, groupe: 'Code du mardi soir' }],
      ['Gaëlle', { jours: 365, credits: 0, groupe: null }],
    ]);
    const done = await check(file, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(await learnerOf('helene.lefevre@exemple.fr')).toEqual({
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      birth_date: '2006-04-03',
      group_id: net.groupA,
      remaining_credits: 5,
    });
    expect(await learnerOf('gaelle.muller@exemple.fr')).toMatchObject({
      last_name: 'Müller',
      birth_date: '2005-11-23',
      group_id: null,
    });
  });

  it('reads UTF-8 with a byte-order mark and commas, the headers of any case', async () => {
    const answer = readJson(
      await check(
        utf8('\uFEFFADRESSE MAIL,prenom,NOM,permis\r\nchloe.andre@exemple.fr,Chloé,André,b\r\n'),
      ),
      importAnswerSchema,
    );
    expect(answer).toMatchObject({ a_creer: 1, erreurs: 0, colonnes_ignorees: [] });
  });

  it('says what is wrong with a date, a group or the credits, row by row', async () => {
    const answer = readJson(
      await check(
        windows1252(
          [
            'E-mail;Prénom;Nom;Permis;Date de naissance;Crédits;Groupe',
            'un@exemple.fr;Léo;Blanc;b;31/02/2006;;',
            'deux@exemple.fr;Léo;Noir;b;23/04/06;;',
            'trois@exemple.fr;Léo;Gris;b;;99;',
            'quatre@exemple.fr;Léo;Roux;b;;;Jeudi',
          ].join('\r\n'),
        ),
      ),
      importAnswerSchema,
    );
    expect(answer.lignes.map((row) => row.raison)).toEqual([
      'Date de naissance invalide («\u202f31/02/2006\u202f»)\u202f: date jj/mm/aaaa attendue (ex. 23/04/2006)',
      'Date de naissance invalide («\u202f23/04/06\u202f»)\u202f: date jj/mm/aaaa attendue (ex. 23/04/2006)',
      'Crédits d’examens blancs invalide («\u202f99\u202f»)\u202f: nombre entier de 0 à 50 attendu',
      'Groupe «\u202fJeudi\u202f» inconnu de l’école (groupes\u202f: Code du mardi soir)',
    ]);
  });

  it('refuses a header with a required column missing or a column twice', async () => {
    const missing = await check(utf8('E-mail;Prénom;Nom\na@exemple.fr;A;B\n'));
    expect(readError(missing).message).toBe(
      'En-tête refusé\u202f: il faut les colonnes E‑mail, Prénom, Nom, Permis. Colonne(s) manquante(s)\u202f: Permis.',
    );
    const twice = await check(
      utf8('E-mail;Mail;Prénom;Nom;Permis\na@exemple.fr;a@exemple.fr;A;B;b\n'),
    );
    expect(readError(twice).message).toContain('Colonne «\u202fE‑mail\u202f» en double');
  });

  it('gives its template to who manages learners, a file the import reads as it is', async () => {
    const template = await people.manager.call(
      'GET',
      '/central/api/ecole/eleves/import/modele.csv',
    );
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('modele-import-eleves.csv');
    expect(template.body).toBe(
      '\uFEFFE‑mail;Prénom;Nom;Permis;Date de naissance;Téléphone;Jours;Crédits;Groupe\r\n',
    );
    const filled = `${template.body}modele@exemple.fr;Ana;Vidal;b;01/02/2007;06 12 34 56 78;90;2;\r\n`;
    expect(readJson(await check(utf8(filled)), importAnswerSchema)).toMatchObject({
      a_creer: 1,
      erreurs: 0,
    });
    expect(
      (await people.instructor.call('GET', '/central/api/ecole/eleves/import/modele.csv'))
        .statusCode,
    ).toBe(403);
  });
});
