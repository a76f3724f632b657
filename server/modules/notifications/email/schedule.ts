import type { MailServices } from './outbox.ts';
import { runMailJob } from './outbox.ts';

/** The first round after start-up waits this long, so a starting server serves first. */
const FIRST_ROUND_MS = 30_000;

/**
 * Runs the mail job (`outbox.ts` `runMailJob`) every MAIL_JOB_MINUTES: due digests, immediate
 * notices a stopped process left, mails to try again. It keeps nothing in memory: what is due is
 * read from the database each round, so a restart picks up where the last process stopped, and
 * several processes may run it at once (each mail is claimed once).
 */
export function startMailJob(services: MailServices): { stop(): Promise<void> } {
  const interval = services.config.mail.jobIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runMailJob(services).then(
        (sent) => {
          if (sent) services.logger.info(`Mail job: ${sent} notification mails sent`);
        },
        (error: unknown) => services.logger.error('The mail job failed', error),
      );
      void running.then(() => schedule(interval));
    }, delay);
    timer.unref();
  };
  if (interval > 0) schedule(Math.min(FIRST_ROUND_MS, interval));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
