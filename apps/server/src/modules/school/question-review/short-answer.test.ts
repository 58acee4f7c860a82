import { reportsPageSchema } from '@prepacode/domain/contracts/reports.contract';
import {
  reviewDecisionAnswerSchema,
  reviewPageSchema,
} from '@prepacode/domain/contracts/question-review.contract';
import {
  envoiReponseResponseSchema,
  reponseResponseSchema,
} from '@prepacode/domain/contracts/player.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importPublisherBank } from '../../../../test/helpers/exchange-fixture.js';
import { accountCalls } from '../../../../test/helpers/account-fixture.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import {
  learner,
  served,
  started,
  writeSeriesContent,
} from '../../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #46, point 2: a Moodle short answer is carried. Its operator reviews it like any other;
// its network's learners then type the words, marked with case and accents free.

const contentDir = writeSeriesContent();

describe.each(testEngines())('a short answer of an imported bank on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let ours: Awaited<ReturnType<typeof freshNetwork>>;
  let operator: Awaited<ReturnType<Awaited<ReturnType<typeof freshNetwork>>['team']>>['operator'];

  beforeAll(async () => {
    ours = await freshNetwork(context.app, 'mots');
    operator = (await ours.team()).operator;
    const report = await importPublisherBank(context.app.db, 'editeur-mots', ours.networkId);
    expect(report.problems).toEqual([]);
  });

  it('is reviewed with the words it accepts, then asked and marked by what is typed', async () => {
    const { questions } = readJson(
      await operator.call('GET', '/central/api/ecole/questions-a-relire?banque=editeur-mots'),
      reviewPageSchema,
    );
    const word = questions.find((one) => one.identifiant === 'EM-C-003');
    expect(word).toMatchObject({
      enonce: 'Quel sigle désigne la position latérale de sécurité\u202f?',
      propositions: [],
      reponse: {
        valeur:
          '«\u202fPLS\u202f» ou «\u202fposition latérale de sécurité\u202f» (majuscules et accents libres)',
        tolerance: '0',
      },
      a_completer: [
        'l’explication (40 caractères au moins)',
        'la référence (le texte qui fonde la réponse)',
      ],
    });
    const accept = (mots: string[]) =>
      operator.call('POST', '/central/api/ecole/questions-a-relire/decision', {
        identifiant: 'EM-C-003',
        version_relecture: word?.version_relecture,
        decision: 'acceptee',
        modification: {
          enonce: word?.enonce,
          mots,
          explication:
            'La position latérale de sécurité garde libres les voies aériennes d’une victime inconsciente qui respire.',
          reference: 'Référentiel PSC1, position latérale de sécurité',
        },
      });
    const none = await accept([]);
    expect([none.statusCode, readError(none).message]).toEqual([
      400,
      'Écrivez au moins une réponse acceptée.',
    ]);
    // The operator adds words the file did not accept.
    const accepted = await accept(['PLS', 'position latérale de sécurité', 'position latérale']);
    expect(readJson(accepted, reviewDecisionAnswerSchema).question).toMatchObject({
      statut: 'acceptee',
      reponse: { mots: ['PLS', 'position latérale de sécurité', 'position latérale'] },
    });

    const { email } = await ours.learner('Jade', 'Lopez', ours.schoolA);
    const jade = await learner(context.app, email);
    const answer = async (typed: string) => {
      const id = await started(jade, 'editeur-mots-theme-c', 'entrainement');
      const question = await served(jade, id);
      expect([question.identifiant, question.propositions, question.saisie]).toEqual([
        'EM-C-003',
        [],
        { nature: 'mot', unite: '', exemple: '' },
      ]);
      const sent = await jade.answer(id, 'EM-C-003', typed);
      expect(sent.statusCode, sent.body).toBe(200);
      const correction = readJson(await jade.correction(id), reponseResponseSchema);
      return { id, read: readJson(sent, envoiReponseResponseSchema).saisie_lue, correction };
    };
    const right = await answer('  Position   laterale de SECURITE ');
    expect(right.read).toBe('Position laterale de SECURITE');
    expect(right.correction).toMatchObject({
      juste: true,
      saisie: {
        donnee: 'Position laterale de SECURITE',
        attendue:
          '«\u202fPLS\u202f» ou «\u202fposition latérale de sécurité\u202f» ou «\u202fposition latérale\u202f»',
        precision: 'majuscules et accents libres',
      },
    });
    expect((await answer('position Laterale')).correction.juste).toBe(true);
    const wrong = await answer('PLA');
    expect([wrong.correction.juste, wrong.correction.saisie?.donnee]).toEqual([false, 'PLA']);

    // Her report on it reaches her network's operator, with the words accepted.
    const reported = await accountCalls(context.app, jade.session).post(
      '/api/compte/signalements',
      {
        serie: String(wrong.id),
        identifiant: 'EM-C-003',
        motif: 'reponse_fausse',
        commentaire: 'Le sigle PLA devrait aussi être accepté.',
      },
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const { questions: reports } = readJson(
      await operator.call('GET', '/central/api/ecole/signalements'),
      reportsPageSchema,
    );
    expect(reports.find((one) => one.identifiant === 'EM-C-003')).toMatchObject({
      propositions: [],
      reponse_attendue:
        '«\u202fPLS\u202f» ou «\u202fposition latérale de sécurité\u202f» ou «\u202fposition latérale\u202f» (majuscules et accents libres)',
      signalements: [
        { commentaire: 'Le sigle PLA devrait aussi être accepté.', eleve: 'Jade Lopez' },
      ],
    });

    const id = await started(jade, 'editeur-mots-theme-c', 'entrainement');
    const tooLong = await jade.answer(
      id,
      'EM-C-003',
      'la position qu’on apprend aux premiers secours',
    );
    expect([tooLong.statusCode, readError(tooLong).message]).toEqual([
      400,
      'La réponse est trop longue.',
    ]);
  });
});
