import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import { parse as parseCookies } from 'cookie';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { RegistrationLimiter } from './auth/registration-limiter.ts';
import { RestoreLimiter } from './auth/restore-limiter.ts';
import { MessageLimiter } from './modules/messages/limiter.ts';
import { EmailChangeLimiter } from './modules/profile/limiter.ts';
import { messagesRoutes } from './modules/messages/rest.ts';
import { twoFactorGraphQLGate, twoFactorRestGate } from './modules/two-factor/gate.ts';
import { TwoFactorLimiter } from './modules/two-factor/limiter.ts';
import { resolveSession, SESSION_COOKIE } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrations.ts';
import { createApollo } from './graphql/apollo.ts';
import { clientInfo, sessionCookies } from './http/request-state.ts';
import { guestCache } from './http/guest-cache.ts';
import { loginGate } from './http/login-gate.ts';
import { warmUp } from './http/warm-up.ts';
import { noStoreByDefault } from './http/no-store.ts';
import { sendRequestError } from './http/rest.ts';
import { refuseNulInJson, refuseNulInUrl, sameOriginWrites, securityHeaders } from './http/security.ts';
import { webApp } from './http/web-app.ts';
import { linkPreviewHead } from './modules/link-previews/head.ts';
import { injectHead } from './modules/link-previews/meta.ts';
import { linkPreviewRoutes } from './modules/link-previews/rest.ts';
import { createLogger } from './logger.ts';
import { commentsRoutes } from './modules/comments/rest.ts';
import { consentRoutes } from './modules/consent/rest.ts';
import { entitiesRoutes } from './modules/entities/rest.ts';
import { entitiesAdminRoutes } from './modules/entities/admin-rest.ts';
import { startDatasetSchedule } from './modules/exports/dataset.ts';
import { unsubscribeRoutes } from './modules/notifications/email/rest.ts';
import { startMailJob } from './modules/notifications/email/schedule.ts';
import { exportsRoutes } from './modules/exports/rest.ts';
import { likesRoutes } from './modules/likes/rest.ts';
import { notificationsRoutes } from './modules/notifications/rest.ts';
import { auditRoutes } from './modules/audit/rest.ts';
import { disputeRoutes } from './modules/moderation/rest.ts';
import { mediaReviewRoutes } from './modules/media/review-rest.ts';
import { peopleRoutes } from './modules/users/people-rest.ts';
import { postsRoutes } from './modules/posts/rest.ts';
import { privacyRoutes } from './modules/privacy/rest.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { pushRoutes } from './modules/push/rest.ts';
import { WebPush } from './modules/push/web-push.ts';
import { relationsRoutes } from './modules/relations/rest.ts';
import { timelineRoutes } from './modules/timeline/rest.ts';
import { locationsRoutes } from './modules/locations/rest.ts';
import { observationsRoutes } from './modules/observations/rest.ts';
import { samplesRoutes } from './modules/samples/rest.ts';
import { socialLoginRoutes } from './modules/social-login/rest.ts';
import { MAX_UPLOAD_BYTES } from './modules/media/file-types.ts';
import { mediaRoutes } from './modules/media/rest.ts';
import { imagesRoutes } from './modules/images/rest.ts';
import { startUploadSweeper, sweepDeadUploads } from './modules/media/upload-journal.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { reviewRoutes } from './modules/review/rest.ts';
import { speciesRoutes } from './modules/species/rest.ts';
import { seedReferenceData } from './modules/species/seed.ts';
import { usersRoutes } from './modules/users/rest.ts';
import { profileRoutes } from './modules/profile/rest.ts';
import { passwordsRoutes } from './modules/passwords/rest.ts';
import { sessionsRoutes } from './modules/sessions/rest.ts';
import { accountRemovalRoutes } from './modules/account-removal/rest.ts';
import { createMyDataLimiter, myDataRoutes } from './modules/my-data/rest.ts';
import { articlesRoutes } from './modules/articles/rest.ts';
import { collectionsRoutes } from './modules/collections/rest.ts';
import { bibliographyRoutes } from './modules/bibliography/rest.ts';
import { quizRoutes } from './modules/quiz/rest.ts';
import { contributionsRoutes } from './modules/contributions/rest.ts';
import { genusRoutes } from './modules/species/genus-rest.ts';
import { seedContentPages } from './modules/articles/seed.ts';
import { membersOnlyPlugin, membersOnlyRest } from './modules/subdomains/members-only.ts';
import { subdomainsRoutes } from './modules/subdomains/rest.ts';
import { siteResolver } from './modules/subdomains/site.ts';
import { createBus } from './realtime/pubsub.ts';
import { connectRedis } from './realtime/redis.ts';
import { attachSubscriptions } from './realtime/ws.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { seedDemoAnnouncement } from './modules/notifications/seed.ts';
import { seedDemoObservations } from './modules/observations/demo.ts';
import { seedDemoCollections } from './modules/collections/demo.ts';
import { seedDemoQuiz } from './modules/quiz/demo.ts';
import { seedDemoMediaReview } from './modules/media/demo-review.ts';
import type { Services } from './services.ts';

export interface RunningApp {
  services: Services;
  httpServer: Server;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** an already open database (tests pass one to count statements or share a fresh schema) */
  db?: Database;
}

export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = createLogger(config.logLevel);
  const db = options.db ?? (await openDatabase(config.database));
  const applied = await applyMigrations(db);
  if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const services: Services = {
    config,
    db,
    prisma: db.prisma,
    bus: createBus(redis),
    loginLimiter: new LoginLimiter(config.loginLimits, redis?.commands),
    registrationLimiter: new RegistrationLimiter(config.registrationsPerIpPerHour, redis?.commands),
    messageLimiter: new MessageLimiter(config.messageLimits, redis?.commands),
    emailChangeLimiter: new EmailChangeLimiter(config.emailChangesPerHour, redis?.commands),
    restoreLimiter: new RestoreLimiter(config.restoreLimits, redis?.commands),
    twoFactorLimiter: new TwoFactorLimiter(redis?.commands),
    myDataLimiter: createMyDataLimiter(redis?.commands),
    logger,
    push: new WebPush(config, logger),
    storage: openMediaStorage(config, logger),
    mailer: new Mailer(config, logger),
  };
  const swept = await sweepDeadUploads(services.prisma, services.storage, config.deadUploadMs);
  if (swept) logger.warn(`Removed the files of ${swept} interrupted uploads`);
  const uploadSweeper = startUploadSweeper(services, config.deadUploadMs, logger);
  const reference = await seedReferenceData(services.prisma);
  if (reference.species || reference.rules) logger.info(`Seeded ${reference.species} species and ${reference.rules} review rules`);
  if (reference.names) logger.info(`Gave ${reference.names} species the common names the checklist has gained`);
  const pages = await seedContentPages(services.prisma);
  if (pages) logger.info(`Wrote ${pages} content pages`);
  if (config.seedDemo && (await seedDemoIfEmpty(services.prisma))) {
    const records = await seedDemoObservations(services);
    await seedDemoAnnouncement(services);
    await seedDemoCollections(services.prisma);
    await seedDemoQuiz(services.prisma);
    await seedDemoMediaReview(services.prisma);
    logger.info(`Seeded the demo data with ${records} observation records`);
  }

  const app = express();
  const httpServer = createServer(app);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(siteResolver(services));
  app.use(sameOriginWrites(config.publicOrigin));

  const attachViewer: RequestHandler = async (req, _res, next) => {
    req.clientInfo = clientInfo(req);
    req.viewer = await resolveSession(services.prisma, parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE]);
    next();
  };
  const apiPaths = ['/graphql', '/api', '/asspUND.al', '/media/files', '/social_init', '/oauth.al'];
  app.use(apiPaths, noStoreByDefault, refuseNulInUrl(), attachViewer);
  app.use('/api', loginGate(logger), twoFactorRestGate(services));
  app.use('/api', membersOnlyRest(services));
  app.use(apiPaths, express.json({ limit: '1mb', verify: refuseNulInJson }), express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(['/graphql', '/api'], guestCache(config.guestCacheMs, services.bus, SESSION_COOKIE));

  const subscriptions = attachSubscriptions(services, httpServer);
  const apollo = createApollo(services, httpServer, [
    { serverWillStart: () => Promise.resolve({ drainServer: () => subscriptions.close() }) },
    twoFactorGraphQLGate,
    membersOnlyPlugin,
  ]);
  await apollo.start();
  // GraphQL multipart requests (uploadMedia): files are spooled to temporary files, never held in memory.
  app.use('/graphql', graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }));
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: ({ req, res }) =>
        Promise.resolve({
          services,
          prisma: services.prisma,
          viewer: req.viewer,
          site: req.site,
          client: req.clientInfo,
          requestCookies: parseCookies(req.headers.cookie ?? ''),
          cookies: sessionCookies(req, res, config.cookieDomain),
        }),
    }),
  );
  // before the posts' and entities' routes: it answers /api/entity/_msb?recipients
  app.use(messagesRoutes(services));
  app.use(postsRoutes(services));
  app.use(usersRoutes(services));
  app.use(profileRoutes(services));
  app.use(passwordsRoutes(services));
  app.use(sessionsRoutes(services));
  app.use(socialLoginRoutes(services));
  app.use(accountRemovalRoutes(services));
  app.use(myDataRoutes(services));
  app.use(timelineRoutes(services));
  app.use(relationsRoutes(services));
  app.use(entitiesRoutes(services));
  app.use(entitiesAdminRoutes(services));
  app.use(likesRoutes(services));
  app.use(commentsRoutes(services));
  app.use(consentRoutes(services));
  app.use(privacyRoutes(services));
  app.use(pushRoutes(services));
  app.use(notificationsRoutes(services));
  app.use(auditRoutes(services));
  app.use(disputeRoutes(services));
  app.use(mediaReviewRoutes(services));
  app.use(peopleRoutes(services));
  app.use(speciesRoutes(services));
  app.use(reviewRoutes(services));
  app.use(observationsRoutes(services));
  app.use(exportsRoutes(services));
  app.use(locationsRoutes(services));
  app.use(samplesRoutes(services));
  app.use(mediaRoutes(services));
  app.use(imagesRoutes(services));
  app.use(unsubscribeRoutes(services));
  app.use(subdomainsRoutes(services));
  app.use(articlesRoutes(services));
  app.use(collectionsRoutes(services));
  app.use(bibliographyRoutes(services));
  app.use(quizRoutes(services));
  app.use(contributionsRoutes(services));
  app.use(genusRoutes(services));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error_code: 'NOT_FOUND', message: 'No such API path' });
  });
  app.use(linkPreviewRoutes(services));
  app.use(webApp(config.webDir, { headOf: linkPreviewHead(services), inject: injectHead }));
  // Errors of the body parsers and of graphql-upload (malformed, too large, too many files) are the client's.
  const handleError: ErrorRequestHandler = (error, req, res, _next) => sendRequestError(req, res, error, logger);
  app.use(handleError);

  // Tests start hundreds of servers and measure no first minute.
  if (config.env !== 'test') await warmUp(services, apollo, config.database.kind === 'postgres' ? (config.database.poolSize ?? 10) : 1);
  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (!config.publicOrigin) services.mailer.linkOrigin = url;
  const dataset = startDatasetSchedule(services, config.publicOrigin ? new URL(config.publicOrigin).origin : url, logger);

  const mailJob = startMailJob(services);

  let closing: Promise<void> | undefined;
  return {
    services,
    httpServer,
    url,
    close() {
      closing ??= (async () => {
        await apollo.stop();
        await uploadSweeper.stop();
        await dataset.stop();
        await mailJob.stop();
        await redis?.close();
        services.mailer.close();
        if (!options.db) await db.close();
      })();
      return closing;
    },
  };
}
