import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';
import { buildPushRequest } from './sender.ts';
import { subscribeSchema, unsubscribeSchema } from './subscription.ts';

/** A notice to push: whom it is for, its token and where it leads. */
export interface PushNote {
  recipientId: number;
  token: string;
  url: string | null;
}

/** A notice's text in the recipient's language (the dispatcher words it, `notifications/texts.ts`). */
export type PushWording<Note extends PushNote> = (note: Note, language: string | undefined) => string;

/** What became of one push to one device. */
export interface PushOutcome {
  token: string;
  /** the push service took it */
  delivered: boolean;
}

/** What the service worker receives (web/public/push-sw.js shows it and opens `url` on a click). */
export interface PushPayload {
  title: string;
  body: string;
  token: string;
  url: string;
}

export interface StoredSubscription {
  deviceId: string;
  endpoint: string;
  updatedAt: Date;
}

/** Push service answers meaning the subscription is gone for good (RFC 8030 §7.3: 410; some answer 404). */
const GONE_STATUSES = [404, 410];

/** Registers (or refreshes) the viewer's subscription on this device; the endpoint leaves any other person or device. */
export async function subscribePush(services: Services, viewer: Viewer, input: { subscription?: unknown; deviceId?: unknown }): Promise<StoredSubscription> {
  const entityId = actingEntityId(viewer);
  const { subscription, deviceId } = parseInput(subscribeSchema, input);
  if (!isAllowedPushEndpoint(subscription.endpoint, services.config.push.serviceHosts)) {
    throw new ValidationError([{ field: 'subscription.endpoint', code: 'PUSH_SERVICE_NOT_ALLOWED' }]);
  }
  const data = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  return services.prisma.$transaction(async (tx) => {
    // One browser profile has one endpoint: after another person logs in on it, the previous one's
    // notifications must not reach this device any more.
    await tx.pushSubscription.deleteMany({ where: { endpoint: data.endpoint, NOT: { entityId, deviceId } } });
    return tx.pushSubscription.upsert({
      where: { entityId_deviceId: { entityId, deviceId } },
      create: { entityId, deviceId, ...data },
      update: data,
      select: { deviceId: true, endpoint: true, updatedAt: true },
    });
  });
}

/** Removes the viewer's subscription of this device; answers whether there was one. */
export async function unsubscribePush(services: Services, viewer: Viewer, input: { deviceId?: unknown }): Promise<boolean> {
  const entityId = actingEntityId(viewer);
  const { deviceId } = parseInput(unsubscribeSchema, input);
  const { count } = await services.prisma.pushSubscription.deleteMany({ where: { entityId, deviceId } });
  return count > 0;
}

/**
 * Sends the notices just staged (after their transaction committed) to their recipients' devices,
 * worded in each recipient's language; answers what became of each push. Never rejects and is not
 * awaited by requests: a slow or failing push service must not fail or delay the action that caused
 * the notification. Subscriptions the push service reports gone (404, 410) are removed.
 */
export type PushServices = Pick<Services, 'prisma' | 'push' | 'logger' | 'config'>;

export function pushNotifications<Note extends PushNote>(services: PushServices, notes: readonly Note[], wording: PushWording<Note>): Promise<PushOutcome[]> {
  if (!notes.length) return Promise.resolve([]);
  return deliver(services, notes, wording).catch((error: unknown) => {
    services.logger.warn('Web push delivery failed', error);
    return [];
  });
}

async function deliver<Note extends PushNote>(services: PushServices, notes: readonly Note[], wording: PushWording<Note>): Promise<PushOutcome[]> {
  const { prisma, push, logger } = services;
  const recipients = [...new Set(notes.map((note) => note.recipientId))];
  const found = await prisma.pushSubscription.findMany({
    where: { entityId: { in: recipients } },
    select: { id: true, entityId: true, endpoint: true, p256dh: true, auth: true, entity: { select: { user: { select: { language: true } } } } },
  });
  // Rows saved before the host list applied, or from before PUSH_SERVICE_HOSTS changed, are never sent to.
  const subscriptions = found.filter((subscription) => isAllowedPushEndpoint(subscription.endpoint, services.config.push.serviceHosts));
  if (!subscriptions.length) return [];
  const vapid = await push.keys();
  return Promise.all(
    notes.flatMap((note) =>
      subscriptions
        .filter((subscription) => subscription.entityId === note.recipientId)
        .map(async (subscription): Promise<PushOutcome> => {
          const payload: PushPayload = {
            title: 'Lepke',
            body: wording(note, subscription.entity.user?.language),
            token: note.token,
            url: note.url ?? '/notification/',
          };
          try {
            const status = await push.transport(buildPushRequest(subscription, JSON.stringify(payload), vapid));
            if (GONE_STATUSES.includes(status)) {
              // Only this row: the same device may have subscribed again in the meantime.
              await prisma.pushSubscription.deleteMany({ where: { id: subscription.id, endpoint: subscription.endpoint } });
            } else if (status >= 400) {
              logger.warn(`Push service answered ${status} for subscription ${subscription.id}`);
            }
            return { token: note.token, delivered: status < 400 };
          } catch (error) {
            logger.warn(`Push to subscription ${subscription.id} failed`, error);
            return { token: note.token, delivered: false };
          }
        }),
    ),
  );
}
