import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { signIn, withSession } from '../../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { bannersSchema } from '@prepacode/domain/contracts/banners.contract';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';

describe.each(testEngines())('the school’s banners on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'banners');
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA, { group: net.groupA }),
      yann: await net.learner('Yann', 'Blanc', net.schoolA),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB, { group: net.groupB }),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const today = dayInFrance();
  const post = (who: Who, body: object) =>
    people[who].call('POST', '/central/api/ecole/messages', {
      type: 'info',
      debut: today,
      fin: addDays(today, 7),
      ...body,
    });
  const list = async (who: Who) =>
    readJson(await people[who].call('GET', '/central/api/ecole/messages'), bannersSchema)
      .messages as {
      id: string;
      texte: string;
      destinataire: string;
      etat: string;
    }[];
  /** The banners the learner app shows this learner now (spec §4: strictly inside the window). */
  const shownTo = async (email: string) => {
    const { session } = await signIn(context.app, email);
    const me = readJson(
      await context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      }),
      utilisateurResponseSchema,
    );
    const now = Date.now();
    return (
      me.messages as { texte?: string; contenu?: string; date_debut: string; date_fin: string }[]
    )
      .filter((m) => Date.parse(m.date_debut) < now && now < Date.parse(m.date_fin))
      .map((m) => JSON.stringify(m));
  };

  it('posts a group’s banner that its learners alone see, then withdraws it', async () => {
    const posted = await post('manager', { groupe: net.groupA, texte: 'Code du mardi annulé' });
    expect(posted.statusCode, posted.body).toBe(201);
    const banner = (await list('manager')).find((m) => m.texte === 'Code du mardi annulé');
    expect(banner).toMatchObject({ destinataire: 'Groupe Code du mardi soir', etat: 'en_cours' });
    expect((await shownTo(people.zoe.email)).join()).toContain('Code du mardi annulé');
    expect((await shownTo(people.yann.email)).join()).not.toContain('Code du mardi annulé');
    const withdrawn = await people.manager.call(
      'POST',
      `/central/api/ecole/messages/${banner?.id}/retrait`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await shownTo(people.zoe.email)).join()).not.toContain('Code du mardi annulé');
    expect((await list('manager')).find((m) => m.id === banner?.id)?.etat).toBe('passe');
  });

  it('posts to the whole school and to one learner; an upcoming one is not shown yet', async () => {
    expect(
      (await post('manager', { ecole: net.schoolA, texte: 'Fermé le 1er mai' })).statusCode,
    ).toBe(201);
    expect(
      (await post('manager', { eleve: people.yann.id, texte: 'Yann, rappelez-nous' })).statusCode,
    ).toBe(201);
    const later = await post('manager', {
      ecole: net.schoolA,
      texte: 'Bientôt visible',
      debut: addDays(today, 2),
      fin: addDays(today, 3),
    });
    expect(later.statusCode).toBe(201);
    const zoe = (await shownTo(people.zoe.email)).join();
    expect(zoe).toContain('Fermé le 1er mai');
    expect(zoe).not.toContain('rappelez-nous');
    expect(zoe).not.toContain('Bientôt visible');
    expect((await shownTo(people.yann.email)).join()).toContain('rappelez-nous');
    const upcoming = (await list('manager')).find((m) => m.texte === 'Bientôt visible');
    expect(upcoming?.etat).toBe('a_venir');
    // Withdrawn before it began: past, not still « à venir » with a second « Retirer » (found
    // by e2e/school-learner.spec.ts).
    await people.manager.call('POST', `/central/api/ecole/messages/${upcoming?.id}/retrait`);
    expect((await list('manager')).find((m) => m.id === upcoming?.id)?.etat).toBe('passe');
  });

  it.each([
    [
      { texte: 'Sans destinataire' },
      'Choisissez à qui s’adresse le message\u202f: l’école, un groupe ou un élève.',
    ],
    [{ ecole: 'x', texte: 'ok' }, 'Écrivez le message (3 caractères au moins).'],
  ])('refuses %o in French', async (body, message) => {
    const answer = await post('manager', body);
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(message);
  });

  // The refusal matrix: each role, and another school's school, group and learner ids.
  it('refuses the instructor (403) and another school’s ids (404)', async () => {
    expect((await post('instructor', { ecole: net.schoolA, texte: 'Moniteur' })).statusCode).toBe(
      403,
    );
    expect((await people.instructor.call('GET', '/central/api/ecole/messages')).statusCode).toBe(
      403,
    );
    expect((await post('manager', { ecole: net.schoolB, texte: 'École B' })).statusCode).toBe(404);
    expect((await post('manager', { groupe: net.groupB, texte: 'Groupe B' })).statusCode).toBe(404);
    expect((await post('manager', { eleve: people.wendy.id, texte: 'Wendy' })).statusCode).toBe(
      404,
    );
    expect((await post('operator', { groupe: net.groupB, texte: 'Réseau B' })).statusCode).toBe(
      201,
    );
    const other = (await list('operator')).find((m) => m.texte === 'Réseau B');
    expect((await list('manager')).some((m) => m.texte === 'Réseau B')).toBe(false);
    const refused = await people.manager.call(
      'POST',
      `/central/api/ecole/messages/${other?.id}/retrait`,
    );
    expect(refused.statusCode).toBe(404);
    expect((await list('otherManager')).find((m) => m.id === other?.id)?.etat).toBe('en_cours');
  });
});
