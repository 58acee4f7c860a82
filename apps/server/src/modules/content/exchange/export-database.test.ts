import { reviewPageSchema } from '@prepacode/domain/contracts/question-review.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { importPublisherBank, roundTrip } from '../../../../test/helpers/exchange-fixture.js';
import { readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { databaseBank } from './export-database.js';
import { EXCHANGE_FORMATS } from './portable.js';
import { themeOfCategory, toContent } from './to-content.js';

// Issue #46: a network's bank, imported and reviewed in the database, travels out again as a
// bank of content/ does: its questions as they read today, its pictures, not those refused.

const contentDir = writeSeriesContent();

describe.each(testEngines())('a network’s bank exported from the database on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let operator: Awaited<ReturnType<Awaited<ReturnType<typeof freshNetwork>>['team']>>['operator'];
  const decide = async (identifiant: string, body: object) => {
    const { questions } = readJson(
      await operator.call('GET', '/central/api/ecole/questions-a-relire?banque=banque-export'),
      reviewPageSchema,
    );
    const question = questions.find((one) => one.identifiant === identifiant);
    const answer = await operator.call('POST', '/central/api/ecole/questions-a-relire/decision', {
      identifiant,
      version_relecture: question?.version_relecture,
      ...body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    const network = await freshNetwork(context.app, 'export');
    operator = (await network.team()).operator;
    const report = await importPublisherBank(context.app.db, 'banque-export', network.networkId);
    expect(report.ids.size).toBe(5);
  });

  it('writes every question but the refused, as rewritten, and reads back the same', async () => {
    await decide('BE-C-001', { decision: 'refusee' });
    await decide('BE-L-002', {
      decision: 'acceptee',
      modification: {
        enonce: 'Dans ce carrefour sans panneau, qui doit me céder le passage\u202f?',
        propositions: {
          A: 'La voiture venant de gauche',
          B: 'Le cycliste venant de gauche',
          C: 'Moi',
        },
        correctes: ['A', 'B'],
        explication:
          'Sans panneau, la priorité est à droite\u202f: ceux qui viennent de ma gauche me cèdent le passage.',
        reference: 'Code de la route, art. R415-5',
        alt: 'Un carrefour en T vu de dessus, sans panneau',
      },
    });
    const found = await databaseBank(context.app.db, 'banque-export');
    if (!found) throw new Error('the imported bank was not found');
    expect(found.toReview).toBe(3);
    expect(found.loaded.questions.map((question) => question.id)).toEqual([
      'BE-C-002',
      'BE-C-003',
      'BE-L-001',
      'BE-L-002',
    ]);
    expect(found.pictures.size).toBe(1);
    const readPicture = (name: string) => found.pictures.get(name) ?? Buffer.alloc(0);
    for (const format of EXCHANGE_FORMATS) {
      const { exported, read } = roundTrip(found.loaded, format, readPicture);
      expect(read.problems).toEqual([]);
      // A typed number without a chart loses nothing; GIFT links its one picture.
      expect(exported.losses).toEqual(
        format === 'gift'
          ? [
              'GIFT n’a pas d’image\u202f: un lien vers le dossier d’images est écrit\u202f: 1 question(s) (BE-L-002)',
            ]
          : [],
      );
      const back = read.questions.map((portable) =>
        toContent(portable, themeOfCategory(portable.category, found.loaded.bank.themes)),
      );
      found.loaded.questions.forEach((original, index) => {
        const outcome = back[index];
        expect(outcome?.name).toBe(original.id);
        if (outcome?.status === 'refuse') throw new Error(outcome.reasons.join('; '));
        expect(outcome?.candidate.question).toMatchObject({
          enonce: original.enonce,
          propositions: original.propositions,
          correctes: original.correctes,
          ...(original.reponse ? { reponse: original.reponse } : {}),
          explication: original.explication,
          reference: original.reference,
          theme: original.theme,
        });
        if (original.media)
          expect(outcome?.candidate.picture?.bytes).toEqual(readPicture(original.media.fichier));
      });
    }
    const rewritten = found.loaded.questions.find((question) => question.id === 'BE-L-002');
    expect(rewritten?.reference).toBe('Code de la route, art. R415-5');
  });

  it('finds no bank of content/ or of no name in the database', async () => {
    expect(await databaseBank(context.app.db, 'essai')).toBeNull();
    expect(await databaseBank(context.app.db, 'nulle-part')).toBeNull();
  });
});
