import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/databases.js';
import { useOutbox } from '../../test/helpers/outbox.js';
import { TEST_ENV } from '../../test/helpers/test-app.js';
import { z } from 'zod';
import { COMMANDS } from './admin-cli.js';
import { cli } from '../../test/helpers/admin-fixture.js';

describe('admin commands', () => {
  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    '%s documents exactly the options its schema checks',
    (_, command) => {
      const keys = command.schema instanceof z.ZodObject ? Object.keys(command.schema.shape) : [];
      const documented = [...command.options, ...(command.argument ? [command.argument] : [])].map(
        (option) => option.name.replace(/-([a-z])/g, (__, letter: string) => letter.toUpperCase()),
      );
      expect(documented.sort()).toEqual(keys.sort());
    },
  );
});

describe.each(testEngines())('npm run admin on %s', (engine) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-cli-'));
  const outbox = useOutbox();
  const env: Record<string, string> = { ...TEST_ENV, OUTBOX_DIR: outbox.dir };
  let drop = async () => {};
  // A database kept from one command to the next, as the operator's is.
  beforeAll(async () => {
    if (engine === 'sqlite') {
      env.DATABASE_URL = `sqlite:${path.join(folder, 'admin.sqlite')}`;
    } else {
      const database = await createTestDatabase(engine);
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists the commands with --help, and each command’s options with its own --help', async () => {
    const help = await cli(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage : npm run admin -- <commande> [options]');
    for (const name of [
      'school-create',
      'staff-create',
      'staff-remove',
      'learner-create',
      'learners-import',
      'learners-export',
      'password-reset',
      'codes-generate',
      'message',
      'application-open',
      'application-close',
      'inscription-extend',
      'exam-entry-open',
      'vagnon-link',
      'backup',
      'restore',
    ]) {
      expect(help.stdout).toContain(`  ${name} `);
    }
    expect(help.stdout).toContain(
      'Codes de sortie : 0 réussite, 1 échec de la commande, 2 erreur d’utilisation.',
    );

    const command = await cli(['learner-create', '-h'], env);
    expect(command.code).toBe(0);
    expect(command.stdout).toMatch(
      /^Usage : npm run admin -- learner-create --school <id> --email <adresse>/,
    );
    expect(command.stdout).toContain('  --birth-date <aaaa-mm-jj>   date de naissance\n');
    expect(command.stdout).toContain('  -h, --help                  cette aide\n');
  });

  it('answers 2 to a wrong command line, saying what is wrong in French', async () => {
    const none = await cli([], env);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toContain('Commandes :');

    const unknown = await cli(['schools-create'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('✘ commande inconnue : schools-create');

    const options = await cli(
      ['school-create', '--id', 'x', '--nom', 'École', 'de trop', '--name'],
      env,
    );
    expect(options.code).toBe(2);
    expect(options.stderr).toBe(
      [
        '✘ option inconnue : --nom',
        '✘ argument inattendu « de trop » (mettez une valeur à espaces entre guillemets)',
        '✘ --name : valeur attendue',
        'Aide : npm run admin -- school-create --help',
        '',
      ].join('\n'),
    );

    // A word first, and a second word to a command that takes one (`restore <fichier>`).
    const first = await cli(['school-create', 'ecole', '--id', 'x', '--name', 'École'], env);
    expect(first.code).toBe(2);
    expect(first.stderr).toContain('✘ argument inattendu «\u202fecole\u202f»');
    const second = await cli(['restore', 'a.sqlite', 'b.sqlite'], env);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('✘ argument inattendu «\u202fb.sqlite\u202f»');

    const missing = await cli(['school-create', '--id', 'ecole-cli'], env);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('✘ --name : option obligatoire');
  });

  it('answers 0 when the work is done and 1 when it fails, on the same database', async () => {
    const created = await cli(['school-create', '--id', 'ecole-cli', '--name', 'École CLI'], env);
    expect(created).toEqual({
      code: 0,
      stdout: 'École ecole-cli créée : École CLI.\n',
      stderr: '',
    });
    const again = await cli(['school-create', '--id', 'ecole-cli', '--name', 'École CLI'], env);
    expect(again).toEqual({ code: 1, stdout: '', stderr: '✘ l’école ecole-cli existe déjà\n' });

    const codes = await cli(
      ['codes-generate', '--school', 'ecole-cli', '--count', '3', '--prefix', 'cli1'],
      env,
    );
    expect(codes.code).toBe(0);
    expect(codes.stdout.trim().split('\n')).toHaveLength(3);
    expect(codes.stdout).toMatch(/^CLI1-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\n/);
    expect(codes.stderr).toContain('3/3 codes\n');
    expect(codes.stderr).toContain('3 code(s) créé(s)');
  });

  it('prints a CSV import’s report line by line and imports nothing', async () => {
    const file = path.join(folder, 'eleves.csv');
    writeFileSync(file, 'email;prenom;nom;permis\nbon@exemple.fr;Léa;Roy;b\nmauvais;Luc;Roy;b\n');
    const result = await cli(['learners-import', '--school', 'ecole-cli', '--file', file], env);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      [
        'ligne 3 : adresse e‑mail invalide (« mauvais ») : Indiquez une adresse e‑mail valide (ex. prenom.nom@exemple.fr).',
        '✘ 1 ligne(s) en erreur sur 2 : rien n’est importé. Corrigez le fichier puis relancez.',
        '',
      ].join('\n'),
    );
    const exported = await cli(['learners-export', '--school', 'ecole-cli'], env);
    expect(exported.stdout.trim()).toBe(
      'nom;prenom;email;ecole;groupe;permis;acces_jusquau;derniere_activite;examens_faits;dernier_score;meilleur_score;pret;chance_reussite;credits_restants;bonnes_reponses;questions_repondues;taux_reussite;cours_termines',
    );
  });

  it('creates a learner, exports the school to a file once, and mails through the outbox', async () => {
    const created = await cli(
      [
        'learner-create',
        '--school',
        'ecole-cli',
        '--email',
        'eva@exemple.fr',
        '--first-name',
        'Éva',
        '--last-name',
        'Roy',
        '--licence',
        'b',
        '--days',
        '30',
      ],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Élève eva@exemple\.fr créé\u202f: permis b, accès jusqu’au \d{2}\/\d{2}\/\d{4}\.\n/,
    );
    // Without SMTP_URL the mail is a file nobody receives: the operator is told, not « envoyé ».
    expect(created.stdout).toContain(
      `E‑mail de bienvenue\u202f: écrit dans ${outbox.dir}, pas envoyé (SMTP_URL n’est pas défini).\n`,
    );
    expect(outbox.mails().at(-1)).toContain('To: eva@exemple.fr');

    const file = path.join(folder, 'export.csv');
    const exported = await cli(['learners-export', '--school', 'ecole-cli', '--file', file], env);
    expect(exported).toMatchObject({ code: 0, stdout: `1 ligne(s) exportée(s) dans ${file}.\n` });
    expect(readFileSync(file, 'utf8')).toMatch(
      /^\uFEFFnom;prenom;[^\n]+\r\nRoy;Éva;eva@exemple\.fr;[^;]+;;b;/,
    );
    const twice = await cli(['learners-export', '--school', 'ecole-cli', '--file', file], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('existe déjà');
  });

  it('names the role of the staff account it creates', async () => {
    const created = await cli(
      ['staff-create', '--school', 'ecole-cli', '--email', 'gerante@exemple.fr'].concat([
        '--first-name',
        'Claire',
        '--last-name',
        'Martin',
        '--role',
        'gestionnaire',
      ]),
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Compte de gestionnaire créé pour gerante@exemple\.fr\u202f; /);
    expect(created.stderr).toContain(`E‑mail écrit dans ${outbox.dir}, pas envoyé`);
  });

  it('builds a password link from PUBLIC_URL, and says so when it is not set', async () => {
    const args = ['password-reset', '--learner', 'eva@exemple.fr'];
    const local = await cli(args, env);
    expect(local.code).toBe(0);
    expect(local.stdout).toContain('http://localhost:8080/central/mot-de-passe?jeton=');
    expect(local.stderr).toContain(
      'PUBLIC_URL n’est pas défini\u202f: ce lien pointe vers http://localhost:8080',
    );
    const deployed = await cli(args, { ...env, PUBLIC_URL: 'https://connexion.exemple.fr' });
    expect(deployed.code).toBe(0);
    expect(deployed.stdout).toContain('https://connexion.exemple.fr/central/mot-de-passe?jeton=');
    expect(deployed.stderr).not.toContain('PUBLIC_URL');
    // With the app on a host of its own, the link brings the learner back to it, not to the
    // central host (seen following the production checklist).
    const split = await cli(args, {
      ...env,
      PUBLIC_URL: 'https://connexion.exemple.fr',
      APP_ORIGINS: 'https://app.exemple.fr',
    });
    expect(split.stdout).toContain(`https://connexion.exemple.fr/central/mot-de-passe?jeton=`);
    expect(split.stdout).toContain(`service=${encodeURIComponent('https://app.exemple.fr')}`);
  });

  it('fails with 1 on a bad configuration, and prints a vagnon link', async () => {
    const config = await cli(['vagnon-link'], { ...env, DATABASE_URL: 'mysql://localhost/x' });
    expect(config.code).toBe(1);
    expect(config.stderr).toContain('✘ Configuration invalide');
    const link = await cli(['vagnon-link', '--licence', 'ha'], env);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(
      /^http:\/\/localhost:8080\/vagnon\?permis=ha&.*&signature=[0-9a-f]{64}\n$/,
    );
  });
});
