import {
  examShareAnswerSchema,
  reviewDecisionAnswerSchema,
  reviewPageSchema,
  type ReviewedQuestion,
} from '@prepacode/domain/contracts/question-review.contract';
import {
  serieStateSchema,
  seriesEleveResponseSchema,
  type SeriesEleveResponse,
} from '@prepacode/domain/contracts/series.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importPublisherBank } from '../../../../test/helpers/exchange-fixture.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { learner, writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #46, point 4: a network's operator reviews the questions its bank imported; its schools'
// learners practise those accepted, in thematic series and in a share of their mock exams; the
// learners and operators of another network never see them.

const contentDir = writeSeriesContent();

describe.each(testEngines())('questions to review on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let ours: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<Awaited<ReturnType<typeof freshNetwork>>['team']>>;
  let other: Awaited<ReturnType<Awaited<ReturnType<typeof freshNetwork>>['team']>>;
  const page = async (who = people.operator, statut = '') =>
    readJson(
      await who.call(
        'GET',
        `/central/api/ecole/questions-a-relire${statut ? `?statut=${statut}` : ''}`,
      ),
      reviewPageSchema,
    );
  const questionOf = async (id: string) =>
    (await page()).questions.find((one) => one.identifiant === id) as ReviewedQuestion;
  const decide = (body: object, who = people.operator) =>
    who.call('POST', '/central/api/ecole/questions-a-relire/decision', body);

  beforeAll(async () => {
    ours = await freshNetwork(context.app, 'relue');
    people = await ours.team();
    other = await (await freshNetwork(context.app, 'autre')).team();
    const report = await importPublisherBank(context.app.db, 'editeur-ouest', ours.networkId);
    expect(report.ids.size).toBe(5);
  });

  it('shows the operator their network’s questions, and nobody else', async () => {
    const mine = await page();
    expect(mine.banques).toEqual([
      {
        id: 'editeur-ouest',
        libelle: 'Défaut pour Code',
        permis: 'b',
        part_examens: 0,
        a_relire: 5,
        acceptees: 0,
        refusees: 0,
      },
    ]);
    expect(mine.questions.map((one) => [one.identifiant, one.statut, one.theme.libelle])).toEqual([
      ['EO-C-001', 'a_relire', 'Conducteur'],
      ['EO-C-002', 'a_relire', 'Conducteur'],
      ['EO-C-003', 'a_relire', 'Conducteur'],
      ['EO-L-001', 'a_relire', 'Circulation'],
      ['EO-L-002', 'a_relire', 'Circulation'],
    ]);
    expect(mine.questions[4]).toMatchObject({
      origine: '«\u202fPanneau de priorité & intersection\u202f», ligne 56',
      a_completer: ['la référence (le texte qui fonde la réponse)'],
      media: {
        url: expect.stringMatching(/^\/media\/[0-9a-f]{20}\.png$/) as string,
        alt: 'Un carrefour en T vu de dessus, sans panneau',
      },
    });
    expect(await page(other.operator)).toEqual({
      banques: [],
      questions: [],
      total: 0,
      page: 1,
      taille: 25,
    });
    const refused = await people.manager.call('GET', '/central/api/ecole/questions-a-relire');
    expect([refused.statusCode, readError(refused).code]).toEqual([403, 'action_refusee']);
  });

  it('filters by bank and pages, the last page for a page past it', async () => {
    const url = (query: string) => `/central/api/ecole/questions-a-relire?${query}`;
    const past = readJson(
      await people.operator.call('GET', url('banque=editeur-ouest&taille=10&page=9')),
      reviewPageSchema,
    );
    expect([past.total, past.page, past.taille, past.questions.length]).toEqual([5, 1, 10, 5]);
    const none = readJson(
      await people.operator.call('GET', url('banque=une-autre')),
      reviewPageSchema,
    );
    expect([none.total, none.questions.length, none.banques.length]).toEqual([0, 0, 1]);
    const wrong = await people.operator.call('GET', url('taille=7'));
    expect([wrong.statusCode, readError(wrong).message]).toEqual([
      400,
      'Choisissez 10, 25, 50 ou 100 questions par page.',
    ]);
  });

  it('accepts a complete question, refuses to accept one with a gap until it is written', async () => {
    const complete = await questionOf('EO-L-001');
    const accepted = await decide({
      identifiant: 'EO-L-001',
      version_relecture: complete.version_relecture,
      decision: 'acceptee',
    });
    expect(readJson(accepted, reviewDecisionAnswerSchema)).toMatchObject({
      message: 'Question EO-L-001 acceptée.',
      question: { statut: 'acceptee', relue_par: 'Claire Dumont' },
    });
    const gap = await questionOf('EO-L-002');
    const unchanged = await decide({
      identifiant: 'EO-L-002',
      version_relecture: gap.version_relecture,
      decision: 'acceptee',
    });
    expect(unchanged.statusCode).toBe(422);
    expect(readError(unchanged).message).toBe(
      'Écrivez la référence (le texte qui fonde la réponse) avant d’accepter la question.',
    );
    const edit = {
      enonce: gap.enonce,
      propositions: {
        A: 'La voiture venant de gauche',
        B: 'Le cycliste venant de gauche',
        C: 'Moi',
      },
      correctes: ['A', 'B'],
      explication: gap.explication,
      reference: 'Code de la route, art. R415-5',
      alt: 'Un carrefour en T vu de dessus, sans panneau',
    };
    const allRight = await decide({
      identifiant: 'EO-L-002',
      version_relecture: gap.version_relecture,
      decision: 'acceptee',
      modification: { ...edit, correctes: ['A', 'B', 'C'] },
    });
    expect([allRight.statusCode, readError(allRight).message]).toEqual([
      422,
      'La question ne peut pas être acceptée\u202f: au moins une proposition doit être fausse.',
    ]);
    const written = await decide({
      identifiant: 'EO-L-002',
      version_relecture: gap.version_relecture,
      decision: 'acceptee',
      modification: edit,
    });
    expect(readJson(written, reviewDecisionAnswerSchema).question).toMatchObject({
      statut: 'acceptee',
      reference: 'Code de la route, art. R415-5',
      a_completer: [],
    });
    const version = await context.app.db
      .selectFrom('questions')
      .select('current_version')
      .where('id', '=', 'EO-L-002')
      .executeTakeFirstOrThrow();
    expect(Number(version.current_version)).toBe(2);
  });

  it('answers 409 to a decision on a review decided since, and refuses another network’s question', async () => {
    const stale = await decide({
      identifiant: 'EO-L-001',
      version_relecture: 0,
      decision: 'refusee',
    });
    expect([stale.statusCode, readError(stale).code]).toEqual([409, 'deja_relue']);
    const foreign = await decide(
      { identifiant: 'EO-C-001', version_relecture: 0, decision: 'refusee' },
      other.operator,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await questionOf('EO-C-001')).statut).toBe('a_relire');
  });

  it.runIf(engine === 'postgres')('lets one of two operators deciding at once win', async () => {
    const second = await ours.staff('operateur', null, 'Luc', 'Bernard');
    const { version_relecture } = await questionOf('EO-C-001');
    const body = { identifiant: 'EO-C-001', version_relecture, decision: 'refusee' };
    const answers = await Promise.all([decide(body), decide(body, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await questionOf('EO-C-001')).version_relecture).toBe(version_relecture + 1);
  });

  it('puts the accepted questions in a thematic series for the network’s learners only', async () => {
    const { email } = await ours.learner('Inès', 'Moreau', ours.schoolA);
    const ines = await learner(context.app, email);
    const thematic = (body: SeriesEleveResponse) =>
      body.series_restantes.series
        .find((group) => group.type === 'thematique')
        ?.series.map((one) => one.slug) ?? [];
    const mine = readJson(await ines.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    expect(thematic(mine)).toEqual(['essai-theme-l', 'essai-theme-c', 'editeur-ouest-theme-l']);
    const started = readJson(
      await ines.create('editeur-ouest-theme-l', 'entrainement'),
      serieStateSchema,
    );
    const asked = await context.app.db
      .selectFrom('attempt_questions')
      .select('question_id')
      .where('attempt_id', '=', started.id)
      .orderBy('position')
      .execute();
    expect(asked.map((row) => row.question_id)).toEqual(['EO-L-001', 'EO-L-002']);

    const neighbour = await freshNetwork(context.app, 'voisin');
    const hugo = await learner(
      context.app,
      (await neighbour.learner('Hugo', 'Roux', neighbour.schoolA)).email,
    );
    expect(
      thematic(readJson(await hugo.get('/api/front/series-eleve'), seriesEleveResponseSchema)),
    ).toEqual(['essai-theme-l', 'essai-theme-c']);
    expect((await hugo.create('editeur-ouest-theme-l', 'entrainement')).statusCode).toBe(404);
  });

  it('draws the share the operator sets of each mock exam from the network’s bank', async () => {
    const tooMuch = await people.operator.call('PUT', '/central/api/ecole/banques-reseau/part', {
      banque: 'editeur-ouest',
      part_examens: 80,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(readError(tooMuch).message).toBe('Une part de 0 à 50\u202f%.');
    const set = await people.operator.call('PUT', '/central/api/ecole/banques-reseau/part', {
      banque: 'editeur-ouest',
      part_examens: 10,
    });
    expect(readJson(set, examShareAnswerSchema).message).toBe(
      '10\u202f% de chaque examen blanc viendront de «\u202fDéfaut pour Code\u202f».',
    );
    const elsewhere = await other.operator.call('PUT', '/central/api/ecole/banques-reseau/part', {
      banque: 'editeur-ouest',
      part_examens: 50,
    });
    expect(elsewhere.statusCode).toBe(404);

    const examOf = async (email: string) => {
      const who = await learner(context.app, email);
      const exam = readJson(await who.create('essai-examen-1', 'entrainement'), serieStateSchema);
      return await context.app.db
        .selectFrom('attempt_questions')
        .select(['question_id', 'theme'])
        .where('attempt_id', '=', exam.id)
        .execute();
    };
    const mine = await examOf((await ours.learner('Léa', 'Petit', ours.schoolB)).email);
    expect(mine).toHaveLength(40);
    // 10 % of 40 is 4, but only theme L's two questions are accepted: the exam keeps its 20 of L.
    expect(
      mine
        .filter((row) => row.question_id.startsWith('EO-'))
        .map((row) => row.question_id)
        .sort(),
    ).toEqual(['EO-L-001', 'EO-L-002']);
    expect(mine.filter((row) => row.theme === 'L')).toHaveLength(20);
    const neighbour = await freshNetwork(context.app, 'loin');
    const theirs = await examOf(
      (await neighbour.learner('Tom', 'Girard', neighbour.schoolA)).email,
    );
    expect(theirs.filter((row) => row.question_id.startsWith('EO-'))).toEqual([]);
  });
  it.runIf(engine === 'postgres')(
    'keeps both of two decisions at once on one bank, and one of two rewrites of a question',
    async () => {
      const second = await ours.staff('operateur', null, 'Anne', 'Roy');
      const report = await importPublisherBank(context.app.db, 'editeur-course', ours.networkId);
      expect([...report.ids.values()]).toEqual([
        'EC-L-001',
        'EC-L-002',
        'EC-C-001',
        'EC-C-002',
        'EC-C-003',
      ]);
      const complete = await questionOf('EC-L-001');
      const gap = await questionOf('EC-L-002');
      const truth = await questionOf('EC-C-001');
      const reference = 'Code de la route, art. R415-5';
      const rewrite = (question: ReviewedQuestion) => ({
        identifiant: question.identifiant,
        version_relecture: question.version_relecture,
        decision: 'acceptee',
        modification: {
          enonce: question.enonce,
          propositions: Object.fromEntries(question.propositions.map((p) => [p.lettre, p.texte])),
          correctes: question.propositions.filter((p) => p.juste).map((p) => p.lettre),
          explication: question.explication,
          reference,
          ...(question.media ? { alt: question.media.alt } : {}),
        },
      });
      // Two questions of one bank accepted at once: its series holds both.
      const both = await Promise.all([
        decide({
          identifiant: 'EC-L-001',
          version_relecture: complete.version_relecture,
          decision: 'acceptee',
        }),
        decide(rewrite(gap), second),
      ]);
      expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const series = await context.app.db
        .selectFrom('content_series_questions')
        .select('question_id')
        .where('slug', '=', 'editeur-course-theme-l')
        .orderBy('position')
        .execute();
      expect(series.map((row) => row.question_id)).toEqual(['EC-L-001', 'EC-L-002']);
      // One question rewritten by two at once: one wins, one version more.
      const twice = await Promise.all([decide(rewrite(truth)), decide(rewrite(truth), second)]);
      expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const { current_version } = await context.app.db
        .selectFrom('questions')
        .select('current_version')
        .where('id', '=', 'EC-C-001')
        .executeTakeFirstOrThrow();
      expect(Number(current_version)).toBe(2);
    },
  );

  // After the mock exams' share is checked: accepted, this question of theme C may be drawn.
  it('corrects an imported number and its margin, refusing one that is not a number', async () => {
    const number = await questionOf('EO-C-002');
    expect(number.reponse).toEqual({ valeur: '112', tolerance: '0', nombre: true });
    const accept = (valeur: string) =>
      decide({
        identifiant: 'EO-C-002',
        version_relecture: number.version_relecture,
        decision: 'acceptee',
        modification: {
          enonce: number.enonce,
          valeur,
          tolerance: '0,5',
          explication:
            'Le 112 est le numéro d’appel d’urgence de toute l’Union européenne, gratuit depuis un portable.',
          reference: 'Décision 91/396/CEE du Conseil, numéro d’appel d’urgence unique européen',
        },
      });
    const words = await accept('cent douze');
    expect([words.statusCode, readError(words).message]).toEqual([
      400,
      'La réponse attendue\u202f: un nombre, par exemple 110 ou 2,5.',
    ]);
    const accepted = readJson(await accept('112'), reviewDecisionAnswerSchema).question;
    expect([accepted.statut, accepted.reponse]).toEqual([
      'acceptee',
      { valeur: '112', tolerance: '0,5', nombre: true },
    ]);
  });
});
