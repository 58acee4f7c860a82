import { describe, expect, it } from 'vitest';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { createLearner, learnerCreateSchema } from './learners.js';
import { parseOptions } from './options.js';
import {
  brokenMailer,
  choosePassword,
  linkIn,
  useAdminMail,
} from '../../test/helpers/admin-fixture.js';

describe.each(testEngines())('admin learner-create on %s', (engine) => {
  const context = useTestApp(engine);
  const { config, mailer, mails } = useAdminMail();
  const create = async (raw: Record<string, unknown>, to = mailer) =>
    createLearner(context.app.db, to, config, parseOptions(learnerCreateSchema, raw));
  const userOf = (email: string) =>
    context.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('creates the learner and the inscription, and mails the welcome with its password link', async () => {
    const result = await create({
      school: 'demo-auto-ecole',
      email: ' Lea.Moreau@Exemple.fr ',
      firstName: 'Léa',
      lastName: 'Moreau',
      licence: 'B',
      days: '180',
      phone: '+33 6 12 34 56 78',
      birthDate: '2005-02-03',
    });
    const user = await userOf('lea.moreau@exemple.fr');
    expect(result).toEqual({ userId: user?.id, until: dayInFranceAfter(180), mailError: null });
    expect(user).toMatchObject({
      role: 'learner',
      password_hash: null,
      structure_id: 'demo-auto-ecole',
      phone: '06 12 34 56 78',
      birth_date: '2005-02-03',
    });
    const inscriptions = await context.app.db
      .selectFrom('inscriptions')
      .selectAll()
      .where('user_id', '=', user?.id ?? '')
      .execute();
    expect(inscriptions).toMatchObject([
      {
        licence_code: 'b',
        status: 'ouvert',
        expiration_date: dayInFranceAfter(180),
        total_credits: 0,
        remaining_credits: 0,
      },
    ]);

    const mail = mails().at(-1);
    expect(mail).toContain('To: lea.moreau@exemple.fr');
    expect(mail).toContain('Bienvenue sur Prépacode');
    expect(mail).toContain('Auto-école de la Gare (démonstration)');
    expect(await choosePassword(context.app, linkIn(mail), 'une phrase de passe solide')).toBe(200);
    const login = await postCentralLogin(context.app, {
      username: 'lea.moreau@exemple.fr',
      password: 'une phrase de passe solide',
    });
    expect(login.headers.location).toContain('ticket=');
  });

  it('takes 365 days by default, and no phone or birth date', async () => {
    const result = await create({
      school: 'demo-auto-ecole',
      email: 'hugo.petit@exemple.fr',
      firstName: 'Hugo',
      lastName: 'Petit',
      licence: 'co',
    });
    expect(result.until).toBe(dayInFranceAfter(365));
    expect(await userOf('hugo.petit@exemple.fr')).toMatchObject({ phone: null, birth_date: null });
  });

  it('gives the exam credits asked, as the school space’s « Nouvel élève » does', async () => {
    const { userId } = await create({
      school: 'demo-auto-ecole',
      email: 'avec.credits@exemple.fr',
      firstName: 'Nina',
      lastName: 'Colin',
      licence: 'a',
      credits: '5',
    });
    expect(
      await context.app.db
        .selectFrom('inscriptions')
        .select(['total_credits', 'remaining_credits'])
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([{ total_credits: 5, remaining_credits: 5 }]);
  });

  it('keeps the learner when the welcome mail cannot leave, and says why', async () => {
    const result = await create(
      {
        school: 'demo-auto-ecole',
        email: 'sans.mail@exemple.fr',
        firstName: 'Inès',
        lastName: 'Roux',
        licence: 'b',
      },
      brokenMailer,
    );
    expect(result.mailError).toBe('SMTP injoignable');
    expect(await userOf('sans.mail@exemple.fr')).toBeDefined();
  });

  const valid = {
    school: 'demo-auto-ecole',
    email: 'nouvel.eleve@exemple.fr',
    firstName: 'Jean',
    lastName: 'Dupont',
    licence: 'b',
  };
  it.each([
    [{ ...valid, school: 'inconnue' }, 'aucune école d’identifiant inconnue'],
    [{ ...valid, email: 'Eleve@Demo.test' }, 'un compte existe déjà pour eleve@demo.test'],
    [{ ...valid, email: 'jean@' }, '--email : Indiquez une adresse e‑mail valide'],
    [{ ...valid, licence: 'permis-z' }, '--licence : code de permis inconnu'],
    [{ ...valid, licence: undefined }, '--licence : option obligatoire'],
    [{ ...valid, days: '0' }, '--days : nombre entier de 1 à 3650 attendu'],
    [{ ...valid, days: 'un an' }, '--days : nombre entier de 1 à 3650 attendu'],
    [{ ...valid, phone: '12 34' }, '--phone : numéro de téléphone français à 10 chiffres attendu'],
    [
      { ...valid, birthDate: '03/02/2005' },
      '--birth-date : Indiquez la date de naissance au format aaaa-mm-jj',
    ],
    [{ ...valid, birthDate: '2020-01-01' }, 'l’inscription est ouverte de 14 à 100 ans'],
  ])('refuses %o, storing nothing', async (raw, message) => {
    await expect(create(raw)).rejects.toThrow(message);
    expect(await userOf('nouvel.eleve@exemple.fr')).toBeUndefined();
  });
});
