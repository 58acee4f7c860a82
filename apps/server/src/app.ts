import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import path from 'node:path';
import { runtimeConfig, type Config } from './config.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { centralRoutes } from './modules/central/central.routes.js';
import { passwordResetRoutes } from './modules/central/password-reset.routes.js';
import { enrolmentRoutes } from './modules/school/enrolment/enrolment.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { staffRoutes } from './modules/central/staff.routes.js';
import { schoolPlugin } from './modules/school/school.plugin.js';
import { activationRoutes } from './modules/signup/activation.routes.js';
import { partnerSignUpRoutes } from './modules/signup/partner.routes.js';
import { frontRoutes } from './modules/front/front.routes.js';
import { seriesRoutes } from './modules/series/series.routes.js';
import { examRoutes } from './modules/exam/exam.routes.js';
import { contactThreadRoutes } from './modules/contact/thread.routes.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { preparationRoutes } from './modules/series/preparation.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { examFormatsRoutes } from './modules/series/exam-formats.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { pictureBytes } from './modules/media/media.repository.js';
import { compressionPlugin } from './plugins/compression.js';
import { controlCharactersPlugin } from './plugins/control-characters.js';
import { crossOriginPlugin } from './plugins/cross-origin.js';
import { createDatabase, engineOf } from './db/dialect.js';
import { prepareDatabase } from './first-start.js';
import { dbPlugin } from './plugins/db.js';
import { loggerOptions, OneLinePerRequest } from './plugins/log-controller.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { housekeepingPlugin } from './modules/auth/housekeeping.plugin.js';
import { examRemindersPlugin } from './modules/exam/exam-reminders.plugin.js';
import { metricsPlugin } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { setHashLimits } from './modules/auth/hash-queue.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './modules/auth/session.plugin.js';
import { classroomPlugin } from './modules/classroom/classroom.routes.js';
import { spaPlugin } from './plugins/spa.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import { serializerCompiler, validatorCompiler } from './plugins/zod.js';
import { checkConfigReferences } from './config-references.js';

/**
 * The whole server as one Fastify instance, for `server.ts` and for tests (`app.inject`).
 * Order: external plugins, then the app's own, then routes, then the SPA fallback.
 */
export async function buildApp(config: Config) {
  const log = loggerOptions(config.LOG_LEVEL);
  const app = Fastify({
    logger: log.options,
    // A number of hops is Fastify's own rule (trust the last n), written as a function for its types.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    // Errors raised before any route or below Fastify: answered in French too (errors.ts).
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
    // A request without Host is refused in French by errors.ts, not with Node's empty 400.
    http: { requireHostHeader: false },
  });
  // The asynchronous log's last lines (the shutdown's among them) are written before exit.
  app.addHook('onClose', (_instance, done) => {
    log.flush();
    done();
  });
  setHashLimits({ running: config.PASSWORD_HASH_CONCURRENCY, waiting: config.PASSWORD_HASH_QUEUE });
  // Migrations, banks and demo data before any plugin: no plugin time limit cuts them short.
  const db = createDatabase(config.DATABASE_URL, (error) =>
    app.log.warn({ err: error }, 'database: trouble outside any request'),
  );
  try {
    await prepareDatabase(
      db,
      {
        demoData: config.DEMO_DATA,
        passwordCost: config.PASSWORD_HASH_COST,
        contentDir: config.CONTENT_DIR,
      },
      app.log,
    );
    await checkConfigReferences(db, config);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(securityPlugin, { config });
  await app.register(crossOriginPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(dbPlugin, {
    db,
    engine: engineOf(config.DATABASE_URL),
    url: config.DATABASE_URL,
  });
  // Before the routes, so that its response hook times every one of them.
  await app.register(metricsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(xsrfPlugin);
  await app.register(sessionPlugin, { config });
  await app.register(housekeepingPlugin, { config });

  await app.register(healthRoutes);
  await app.register(examFormatsRoutes);
  await app.register(centralRoutes, { config });
  await app.register(staffRoutes, { config });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.OUTBOX_DIR,
    from: config.MAIL_FROM,
  });
  await app.register(passwordResetRoutes, { config, mailer });
  await app.register(enrolmentRoutes, { config });
  // The classroom sessions' watch and streams, which the school space's routes use too.
  await app.register(classroomPlugin);
  await app.register(schoolPlugin, { prefix: '/central/api/ecole', config, mailer });
  await app.register(contactRoutes, { config, mailer });
  await app.register(activationRoutes, { config, mailer });
  await app.register(partnerSignUpRoutes, { config, mailer });
  await app.register(accountRoutes, { config, mailer });
  await app.register(authRoutes, { config });
  await app.register(frontRoutes);
  await app.register(seriesRoutes);
  await app.register(examRoutes, { mailer });
  await app.register(contactThreadRoutes);
  await app.register(examRemindersPlugin, { mailer });
  await app.register(preferencesRoutes);
  await app.register(preparationRoutes);
  await app.register(coursesRoutes);
  await app.register(mediaRoutes, {
    mediaDir: path.join(config.CONTENT_DIR, 'media'),
    cacheDir: config.MEDIA_CACHE_DIR,
    pictureBytes: (name: string) => pictureBytes(app.db, name),
  });

  await app.register(spaPlugin, { webDist: config.WEB_DIST, runtime: runtimeConfig(config) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
