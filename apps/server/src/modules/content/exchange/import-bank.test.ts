import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_BANK,
  fixtureQuestion,
  writeContent,
} from '../../../../test/helpers/content-fixture.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { countRows, useTestApp } from '../../../../test/helpers/test-app.js';
import { importContent } from '../import.js';
import { loadContent } from '../load.js';
import { importBankFile, type BankImport, type ReviewNotes } from './import-bank.js';
import { readMoodleXml } from './moodle-xml-read.js';

// Issue #46, point 2: a file imported as a new bank of a network, all or nothing, its questions
// « à relire », its pictures in the database and served from there.

const fixtures = path.join(import.meta.dirname, '../../../../test/fixtures/exchange');
const publisher = () => readMoodleXml(readFileSync(path.join(fixtures, 'moodle-publisher.xml')));
const root = writeContent({
  'banks/essai/bank.yaml': FIXTURE_BANK,
  'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001'),
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(testEngines())('a bank imported from a file on %s', (engine) => {
  const context = useTestApp(engine);
  const network = `import-${engine}`;
  const asked: BankImport = {
    bankId: 'editeur-exemple',
    licence: 'b',
    network,
    format: 'moodle-xml',
  };
  const counts = async () => ({
    banks: await countRows(context.app.db, 'content_banks'),
    questions: await countRows(context.app.db, 'questions'),
    versions: await countRows(context.app.db, 'question_versions'),
    media: await countRows(context.app.db, 'content_media'),
  });

  beforeAll(async () => {
    await importContent(context.app.db, loadContent(root));
    await context.app.db
      .insertInto('networks')
      .values({ id: network, name: 'Réseau d’essai', created_at: Date.now() })
      .execute();
  });

  it('refuses the whole file when one question is refused, and writes nothing', async () => {
    const before = await counts();
    // The fixture bank has no « Premiers secours » theme: three questions name it.
    const report = await importBankFile(context.app.db, publisher(), asked);
    expect(report.ids.size).toBe(0);
    expect(
      report.outcomes
        .filter((outcome) => outcome.status === 'refuse')
        .map((outcome) => outcome.name),
    ).toEqual([
      'Alerter avant de secourir',
      "Numéro d'urgence européen",
      'Sigle de la position latérale',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown network, a bank that exists, a licence no bank serves, an unknown theme', async () => {
    const problems = async (change: Partial<BankImport>) =>
      (await importBankFile(context.app.db, publisher(), { ...asked, ...change })).problems;
    expect(await problems({ network: 'nulle-part' })).toEqual([
      'réseau «\u202fnulle-part\u202f» inconnu',
    ]);
    expect(await problems({ bankId: 'essai' })).toEqual([
      'la banque «\u202fessai\u202f» existe déjà\u202f: choisissez un autre nom',
    ]);
    expect(await problems({ licence: 'crr' })).toEqual(['aucune banque ne sert le permis crr']);
    expect(await problems({ theme: 'Z' })).toEqual(['thème Z inconnu du permis b']);
  });

  it('imports the questions « à relire », with their notes, pictures and the bank’s network', async () => {
    const before = await counts();
    const report = await importBankFile(context.app.db, publisher(), { ...asked, theme: 'C' });
    expect(report.problems).toEqual([]);
    expect([...report.ids.values()]).toEqual([
      'EE-L-001',
      'EE-L-002',
      'EE-C-001',
      'EE-C-002',
      'EE-C-003',
    ]);
    expect(await counts()).toEqual({
      banks: before.banks + 1,
      questions: before.questions + 5,
      versions: before.versions + 5,
      media: before.media + 1,
    });
    const bank = await context.app.db
      .selectFrom('content_banks')
      .selectAll()
      .where('id', '=', asked.bankId)
      .executeTakeFirstOrThrow();
    expect(bank).toMatchObject({
      prefix: 'EE',
      name: 'Défaut pour Code',
      network_id: network,
      licence_code: 'b',
      source: 'moodle-xml',
    });
    const questions = await context.app.db
      .selectFrom('questions as q')
      .innerJoin('question_versions as v', 'v.question_id', 'q.id')
      .select([
        'q.id',
        'q.theme',
        'q.review_status',
        'q.review_notes',
        'v.media_file',
        'v.typed_answer',
      ])
      .where('q.bank_id', '=', asked.bankId)
      .orderBy('q.id')
      .execute();
    expect(questions.map((row) => [row.id, row.theme, row.review_status])).toEqual([
      ['EE-C-001', 'C', 'a_relire'],
      ['EE-C-002', 'C', 'a_relire'],
      ['EE-C-003', 'C', 'a_relire'],
      ['EE-L-001', 'L', 'a_relire'],
      ['EE-L-002', 'L', 'a_relire'],
    ]);
    const picture = questions.find((row) => row.id === 'EE-L-002');
    expect(picture?.media_file).toMatch(/^db:[0-9a-f]{20}\.png$/);
    expect(JSON.parse(picture?.review_notes ?? '{}') as ReviewNotes).toEqual({
      origin: { name: 'Panneau de priorité & intersection', line: 56 },
      changes: ['barème de Moodle ramené au tout-ou-rien de l’examen', 'typographie corrigée'],
      toComplete: ['la référence (le texte qui fonde la réponse)'],
      nearDuplicates: [],
    });
    expect(questions.find((row) => row.id === 'EE-C-002')?.typed_answer).toBe(
      '{"nature":"nombre","valeur":112,"tolerance":0}',
    );
    expect(questions.find((row) => row.id === 'EE-C-003')?.typed_answer).toBe(
      '{"nature":"mot","valeur":["PLS","position latérale de sécurité"],"tolerance":0}',
    );

    const served = await context.app.inject({
      method: 'GET',
      url: `/media/${picture?.media_file?.slice(3) ?? ''}`,
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('finds the near-duplicates of questions already in play', async () => {
    const again = await importBankFile(context.app.db, publisher(), {
      ...asked,
      bankId: 'copie-exemple',
      theme: 'C',
    });
    expect(again.ids.size).toBe(5);
    expect(again.nearDuplicates.get(0)).toEqual([{ id: 'EE-L-001', similarity: 1 }]);
  });

  it.runIf(engine === 'postgres')(
    'gives two banks imported at once their own prefix, and one bank asked twice once',
    async () => {
      const at = (bankId: string) =>
        importBankFile(context.app.db, publisher(), { ...asked, bankId, theme: 'C' });
      // « zone-ouest » and « zone-ouvert » both want ZO first.
      const pair = await Promise.all([at('zone-ouest'), at('zone-ouvert')]);
      expect(pair.map((report) => report.problems)).toEqual([[], []]);
      const prefixes = pair.map((report) => report.ids.get(0)?.slice(0, 2));
      expect(new Set(prefixes).size).toBe(2);
      const twice = await Promise.all([at('meme-banque'), at('meme-banque')]);
      expect(twice.map((report) => report.ids.size).sort()).toEqual([0, 5]);
      expect(twice.flatMap((report) => report.problems)).toEqual([
        'la banque «\u202fmeme-banque\u202f» existe déjà\u202f: choisissez un autre nom',
      ]);
    },
  );
});
