import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { NameLanguage } from '@domain/species/names.ts';
import type { LoginLimiter } from './auth/login-limiter.ts';
import type { RegistrationLimiter } from './auth/registration-limiter.ts';
import type { RestoreLimiter } from './auth/restore-limiter.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { MessageLimiter } from './modules/messages/limiter.ts';
import type { EmailChangeLimiter } from './modules/profile/limiter.ts';
import type { TwoFactorLimiter } from './modules/two-factor/limiter.ts';
import type { WebPush } from './modules/push/web-push.ts';
import type { PrismaClient } from './db/generated/prisma/client.ts';
import type { RealtimeBus } from './realtime/pubsub.ts';
import type { MediaStorage } from './storage/storage.ts';

/** Process-wide dependencies handed to every module's service functions. */
export interface Services {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  bus: RealtimeBus;
  loginLimiter: LoginLimiter;
  registrationLimiter: RegistrationLimiter;
  messageLimiter: MessageLimiter;
  emailChangeLimiter: EmailChangeLimiter;
  /** password-restore requests per address and per client IP */
  restoreLimiter: RestoreLimiter;
  /** wrong two-factor codes per sign-in challenge and per account */
  twoFactorLimiter: TwoFactorLimiter;
  /** downloads of one's own data per person and hour (my-data) */
  myDataLimiter: RateLimiterAbstract;
  logger: Logger;
  /** web push: VAPID keys and the transport to the push services */
  push: WebPush;
  /** media files: the local disk under DATA_DIR/media, or an S3 bucket when S3_BUCKET is set */
  storage: MediaStorage;
  /** e-mail: through SMTP_URL's server, or as .eml files into DATA_DIR/mail; the signed unsubscribe links */
  mailer: Mailer;
}

/** What the services need to know about the client behind a request. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** the UI language the request states in Accept-Language (the web sends its own), when it is one of ours */
  language?: NameLanguage | undefined;
}
