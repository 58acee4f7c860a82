import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureQuestion, writeContent } from '../../../test/helpers/content-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { themesOfBank } from './content.repository.js';
import { importContent } from './import.js';
import { loadContent } from './load.js';

const folders: string[] = [];
const contentOf = (files: Record<string, string>) => {
  const root = writeContent(files);
  folders.push(root);
  return loadContent(root);
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const two = {
  'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001') + fixtureQuestion('ES-L-002'),
};

describe.each(testEngines())('content import on %s', (engine) => {
  const context = useTestApp(engine);
  const snapshot = async () => ({
    questions: await context.app.db.selectFrom('questions').selectAll().orderBy('id').execute(),
    versions: await context.app.db
      .selectFrom('question_versions')
      .select(['question_id', 'version', 'statement'])
      .orderBy('question_id')
      .orderBy('version')
      .execute(),
    propositions: await context.app.db
      .selectFrom('propositions')
      .select(['question_id', 'version', 'letter', 'correct'])
      .orderBy('question_id')
      .orderBy('version')
      .orderBy('letter')
      .execute(),
    themes: await context.app.db
      .selectFrom('content_themes')
      .selectAll()
      .orderBy('position')
      .execute(),
  });

  it('imports once, and a second import changes nothing', async () => {
    expect(await importContent(context.app.db, contentOf(two))).toMatchObject({
      added: 2,
      unchanged: 0,
    });
    const first = await snapshot();
    expect(first.questions).toHaveLength(2);
    expect(first.propositions.filter((p) => p.question_id === 'ES-L-001')).toEqual([
      { question_id: 'ES-L-001', version: 1, letter: 'A', correct: 1 },
      { question_id: 'ES-L-001', version: 1, letter: 'B', correct: 0 },
    ]);
    expect(first.themes.map((t) => [t.letter, t.short_label])).toEqual([
      ['L', 'Circ.'],
      ['C', null],
    ]);
    expect(await importContent(context.app.db, contentOf(two))).toMatchObject({
      added: 0,
      changed: 0,
      unchanged: 2,
    });
    expect(await snapshot()).toEqual(first);
  });

  it('keeps the old version of a changed question readable', async () => {
    const changed = {
      'banks/essai/questions/L.yaml':
        fixtureQuestion('ES-L-001').replace('sans panneau', 'sans aucun panneau') +
        fixtureQuestion('ES-L-002'),
    };
    expect(await importContent(context.app.db, contentOf(changed))).toMatchObject({
      changed: 1,
      unchanged: 1,
    });
    const { questions, versions } = await snapshot();
    expect(questions.find((q) => q.id === 'ES-L-001')?.current_version).toBe(2);
    expect(versions.filter((v) => v.question_id === 'ES-L-001').map((v) => v.statement)).toEqual([
      'Hors agglomération, sans panneau, la vitesse maximale est\u202F:',
      'Hors agglomération, sans aucun panneau, la vitesse maximale est\u202F:',
    ]);
  });

  it('retires a question removed from the files, and restores it when it comes back', async () => {
    const one = {
      'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001').replace(
        'sans panneau',
        'sans aucun panneau',
      ),
    };
    expect(await importContent(context.app.db, contentOf(one))).toMatchObject({ retired: 1 });
    const retired = (await snapshot()).questions.find((q) => q.id === 'ES-L-002');
    expect(retired?.retired_at).toEqual(expect.any(Number));
    expect((await snapshot()).versions.some((v) => v.question_id === 'ES-L-002')).toBe(true);
    expect(await importContent(context.app.db, contentOf(two))).toMatchObject({ restored: 1 });
  });

  it('refreshes the content caches even when its clock is behind the last import', async () => {
    const { db } = context.app;
    const now = Date.now();
    await importContent(db, contentOf(two), undefined, now);
    expect((await themesOfBank(db, 'essai')).map((theme) => theme.label)).toContain('Circulation');
    const renamed = writeContent(two);
    folders.push(renamed);
    const bank = path.join(renamed, 'banks/essai/bank.yaml');
    writeFileSync(bank, readFileSync(bank, 'utf8').replace('Circulation', 'La circulation'));
    // Another machine, its clock a minute behind: the stamp is a counter, not a date.
    await importContent(db, loadContent(renamed), undefined, now - 60_000);
    expect((await themesOfBank(db, 'essai')).map((theme) => theme.label)).toContain(
      'La circulation',
    );
  });

  it('imports nothing from content with problems', async () => {
    const before = await snapshot();
    const broken = contentOf({
      'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-003').replace(
        'correctes: [A]',
        'correctes: [D]',
      ),
    });
    await expect(importContent(context.app.db, broken)).rejects.toThrow('rien n’est importé');
    expect(await snapshot()).toEqual(before);
  });

  it('imports the series with their licences and order, once', async () => {
    const withSeries = {
      ...two,
      'banks/essai/series.yaml':
        '- slug: essai-theme-l\n  type: thematique\n  libelle: Thème L\n  chronometree: false\n  permis: [b]\n  questions: [ES-L-002, ES-L-001]\n',
    };
    expect(await importContent(context.app.db, contentOf(withSeries))).toMatchObject({ series: 1 });
    const questions = await context.app.db
      .selectFrom('content_series_questions')
      .select(['position', 'question_id'])
      .where('slug', '=', 'essai-theme-l')
      .orderBy('position')
      .execute();
    expect(questions).toEqual([
      { position: 0, question_id: 'ES-L-002' },
      { position: 1, question_id: 'ES-L-001' },
    ]);
    expect(await importContent(context.app.db, contentOf(withSeries))).toMatchObject({ series: 0 });
    await importContent(context.app.db, contentOf(two));
    const retired = await context.app.db
      .selectFrom('content_series')
      .select('retired_at')
      .where('slug', '=', 'essai-theme-l')
      .executeTakeFirst();
    expect(retired?.retired_at).toEqual(expect.any(Number));
  });

  it('imports lessons, updates a changed one and retires one that left the files', async () => {
    const body = Array.from({ length: 310 }, (_, i) => `mot${i}`).join(' ');
    const withLesson = (title: string) => ({
      ...two,
      'banks/essai/cours/L.md': `---\ntitre: ${title}\n---\n${body}\n`,
    });
    expect(await importContent(context.app.db, contentOf(withLesson('Vitesses')))).toMatchObject({
      lessons: 1,
    });
    expect(await importContent(context.app.db, contentOf(withLesson('Vitesses')))).toMatchObject({
      lessons: 0,
    });
    expect(
      await importContent(context.app.db, contentOf(withLesson('Les vitesses'))),
    ).toMatchObject({ lessons: 1 });
    const row = await context.app.db
      .selectFrom('content_lessons')
      .selectAll()
      .where('id', '=', 'essai-L')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Les vitesses', theme: 'L', retired_at: null });
    await importContent(context.app.db, contentOf(two));
    const retired = await context.app.db
      .selectFrom('content_lessons')
      .select('retired_at')
      .where('id', '=', 'essai-L')
      .executeTakeFirst();
    expect(retired?.retired_at).toEqual(expect.any(Number));
  });
});
