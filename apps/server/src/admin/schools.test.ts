import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { parseOptions } from './options.js';
import {
  createSchool,
  createStaff,
  removeStaff,
  schoolCreateSchema,
  staffCreateSchema,
  staffRemoveSchema,
} from './schools.js';
import {
  brokenMailer,
  choosePassword,
  linkIn,
  useAdminMail,
} from '../../test/helpers/admin-fixture.js';

describe.each(testEngines())('admin school-create and staff-create on %s', (engine) => {
  const context = useTestApp(engine);
  const { config, mailer, mails } = useAdminMail();
  const school = async (raw: Record<string, unknown>) =>
    createSchool(context.app.db, parseOptions(schoolCreateSchema, raw));
  const staff = async (raw: Record<string, unknown>, to = mailer) =>
    createStaff(context.app.db, to, config, parseOptions(staffCreateSchema, raw));

  it('creates a school, and refuses its id a second time', async () => {
    await school({
      id: 'auto-ecole-du-port',
      name: ' Auto-école du Port ',
      email: 'Contact@Port.fr',
    });
    const row = await context.app.db
      .selectFrom('structures')
      .selectAll()
      .where('id', '=', 'auto-ecole-du-port')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Auto-école du Port', email: 'contact@port.fr' });
    await expect(school({ id: 'auto-ecole-du-port', name: 'Autre' })).rejects.toThrow(
      'l’école auto-ecole-du-port existe déjà',
    );
  });

  it.each([
    [{ id: 'Auto École', name: 'Auto-école' }, '--id : identifiant d’école'],
    [{ id: 'ecole' }, '--name : option obligatoire'],
    [{ id: 'ecole', name: 'X' }, '--name : nom de l’école : 2 caractères au moins'],
    [
      { id: 'ecole', name: 'École', email: 'pas-une-adresse' },
      '--email : Indiquez une adresse e‑mail valide',
    ],
  ])('refuses the school %o', async (raw, message) => {
    await expect(school(raw)).rejects.toThrow(message);
  });

  it('creates a staff account without a password, mails and answers its link, which sets one', async () => {
    await school({ id: 'ecole-des-quais', name: 'École des quais' });
    const sent = await staff({
      school: 'ecole-des-quais',
      email: 'Marie.Curie@Quais.fr',
      firstName: 'Marie',
      lastName: 'Curie',
    });
    expect(sent.mailError).toBeNull();
    const user = await context.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'marie.curie@quais.fr')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'staff',
      password_hash: null,
      structure_id: 'ecole-des-quais',
      first_name: 'Marie',
    });
    const mail = mails().at(-1);
    expect(mail).toContain('To: marie.curie@quais.fr');
    expect(mail).toContain('Un compte Prépacode vient d’être ouvert pour vous');
    expect(mail).toContain('Ce lien est valable 7 jours');
    expect(linkIn(mail)).toBe(sent.link);
    expect(sent.link).toContain('from=prepacode');

    expect(await choosePassword(context.app, sent.link, 'une phrase de passe solide')).toBe(200);
    const login = await postCentralLogin(context.app, {
      username: 'marie.curie@quais.fr',
      password: 'une phrase de passe solide',
    });
    expect(login.headers.location).not.toContain('erreur');
  });

  it('keeps the account and answers the link when the mail cannot leave', async () => {
    const sent = await staff(
      { school: 'demo-auto-ecole', email: 'paul@demo.test', firstName: 'Paul', lastName: 'Marin' },
      brokenMailer,
    );
    expect(sent.mailError).toBe('SMTP injoignable');
    expect(sent.link).toContain('/central/mot-de-passe?jeton=');
  });

  it.each([
    [
      { school: 'inconnue', email: 'a@demo.test', firstName: 'A', lastName: 'B' },
      'aucune école d’identifiant inconnue',
    ],
    [
      { school: 'demo-auto-ecole', email: 'MONITEUR@demo.test', firstName: 'Marc', lastName: 'L' },
      'un compte existe déjà pour moniteur@demo.test',
    ],
    [
      { school: 'demo-auto-ecole', email: 'b@demo.test', firstName: 'Marc' },
      '--last-name : Indiquez votre nom.',
    ],
    [
      { school: 'demo-auto-ecole', email: 'b@demo.test', firstName: '42', lastName: 'L' },
      '--first-name : Votre prénom ne peut contenir que des lettres',
    ],
  ])('refuses the staff member %o', async (raw, message) => {
    await expect(staff(raw)).rejects.toThrow(message);
  });

  it('removes a staff account who left, signed out at once, and never a learner', async () => {
    await school({ id: 'ecole-du-depart', name: 'École du départ' });
    const sent = await staff({
      school: 'ecole-du-depart',
      email: 'partant@depart.fr',
      firstName: 'Paul',
      lastName: 'Partant',
    });
    await choosePassword(context.app, sent.link, 'une phrase de passe solide');
    const remove = (email: string) =>
      removeStaff(context.app.db, parseOptions(staffRemoveSchema, { email }));

    await remove(' Partant@Depart.fr ');
    const login = await postCentralLogin(context.app, {
      username: 'partant@depart.fr',
      password: 'une phrase de passe solide',
    });
    expect(login.headers.location).toContain('erreur=identifiants');
    await expect(remove('partant@depart.fr')).rejects.toThrow(
      'aucun membre d’école n’a l’adresse partant@depart.fr',
    );
    // A learner's account ends by erasure only (admin learner-anonymise).
    await expect(remove('eleve@demo.test')).rejects.toThrow('aucun membre d’école');
    const learner = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirst();
    expect(learner).toBeDefined();
  });
});
