import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useOutbox } from '../../../../test/helpers/outbox.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { XSRF, useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 6: the school corrects a learner's name, and their address once the learner
// confirms it from a link mailed to the new one.

type Net = Awaited<ReturnType<typeof freshNetwork>>;

describe.each(testEngines())(
  'a learner’s name and address, changed by their school, on %s',
  (engine) => {
    const { dir: outbox, mails } = useOutbox();
    const context = useTestApp(engine, {
      OUTBOX_DIR: outbox,
      PUBLIC_URL: 'https://code.ecole.test',
    });
    let net: Net;
    let people: Awaited<ReturnType<Net['team']>>;
    let zoe: Awaited<ReturnType<Net['learner']>>;
    beforeAll(async () => {
      net = await freshNetwork(context.app, 'identite');
      people = await net.team();
      zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
    });
    const change = (who: keyof typeof people, body: object) =>
      people[who].call('PUT', `/central/api/ecole/eleves/${zoe.id}/identite`, body);
    const row = () =>
      context.app.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', zoe.id)
        .executeTakeFirstOrThrow();
    /** Opens the confirmation link of the newest mail to `email`, as its owner does. */
    const confirm = (email: string) => {
      const mail = mails().findLast((text) => text.includes(`To: ${email}`)) ?? '';
      const jeton = /confirmer-email\?jeton=([\w-]+)/.exec(mail)?.[1] ?? '';
      return context.app.inject({
        method: 'POST',
        url: '/api/compte/email/confirmation',
        ...XSRF,
        payload: { jeton },
      });
    };

    it('corrects the name at once, and the address once the learner opens the link', async () => {
      const before = mails().length;
      const answer = await change('manager', {
        prenom: 'Zoé',
        nom: 'Aubert-Lemoine',
        email: 'zoe.lemoine@exemple.fr',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(readJson(answer, schoolAnswerSchema).message).toBe(
        'Nom enregistré\u202f: Zoé Aubert-Lemoine\u202f; un lien de confirmation est parti à zoe.lemoine@exemple.fr\u202f: l’adresse changera quand l’élève l’ouvrira (24 heures).',
      );
      expect(await row()).toEqual({
        first_name: 'Zoé',
        last_name: 'Aubert-Lemoine',
        email: zoe.email,
      });
      const [mail = ''] = mails().slice(before);
      expect(mail).toContain('zoe.lemoine@exemple.fr');
      const confirmed = await confirm('zoe.lemoine@exemple.fr');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await row()).email).toBe('zoe.lemoine@exemple.fr');
    });

    it('refuses a fellow learner’s address and a wrong name, changing nothing', async () => {
      const before = await row();
      const fellow = await net.learner('Léo', 'Blanc', net.schoolA);
      const taken = await change('manager', { prenom: 'Zoé', nom: 'Aubert', email: fellow.email });
      expect(readError(taken).code).toBe('deja_eleve');
      const wrong = await change('manager', { prenom: '', nom: 'Aubert', email: before.email });
      expect(wrong.statusCode).toBe(400);
      expect(await row()).toEqual(before);
    });

    // ADR 0030: the school is not told that another school's learner has the address; the
    // owner of the address, who alone opens the link, reads the refusal.
    it('answers another school’s learner’s address like a free one, and only its owner is refused', async () => {
      const before = await row();
      const other = await net.learner('Léo', 'Roy', net.schoolB);
      const fresh = `libre.${Date.now()}@exemple.fr`;
      const [toOther, toFresh] = [
        await change('manager', {
          prenom: before.first_name,
          nom: before.last_name,
          email: other.email,
        }),
        await change('manager', { prenom: before.first_name, nom: before.last_name, email: fresh }),
      ];
      expect(toOther.statusCode).toBe(200);
      expect(readJson(toOther, schoolAnswerSchema).message.replace(other.email, '@')).toBe(
        readJson(toFresh, schoolAnswerSchema).message.replace(fresh, '@'),
      );
      expect(readError(await confirm(other.email)).code).toBe('email_deja_utilise');
      expect(await row()).toEqual(before);
    });

    it.each([
      ['instructor', 403],
      ['otherManager', 404],
      ['operator', 200],
    ] as const)('%s changing it answers %i', async (who, status) => {
      const current = await row();
      const answer = await change(who, {
        prenom: current.first_name,
        nom: current.last_name,
        email: current.email,
      });
      expect(answer.statusCode).toBe(status);
    });
  },
);
