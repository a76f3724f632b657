import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { ValidationError } from '../../errors.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import {
  asRecord,
  type ChannelChoice,
  channelsFor,
  EMAIL_CHOICES,
  inAppFixed,
  KIND_TOKENS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTING,
  type NotificationKind,
  REVIEW_NOTICE_SETTING,
} from '@domain/notification-kinds.ts';

/**
 * The channel choices live in the person's profile settings (`User.settings`, key `notify`), not in
 * a table of their own: they are a handful of flags per person, read together with the rest of the
 * settings the session already loads, edited like the other settings, and the dispatcher reads the
 * whole batch of recipients' settings in one `findMany`. The review-queue notice (`notify_review`)
 * stays where it was and is the RECORD_AWAITING_REVIEW kind's in-app switch, so choices saved
 * before keep their meaning.
 */
const setChannelsSchema = z
  .strictObject({
    kind: z.enum(NOTIFICATION_KINDS, { error: 'FORMAT_ERROR' }),
    inApp: z.boolean({ error: 'FORMAT_ERROR' }).optional(),
    push: z.boolean({ error: 'FORMAT_ERROR' }).optional(),
    email: z.enum(EMAIL_CHOICES, { error: 'FORMAT_ERROR' }).optional(),
  })
  .refine((input) => input.inApp !== undefined || input.push !== undefined || input.email !== undefined, { message: 'FIELD_REQUIRED', path: ['push'] });

export interface SetChannelsInput {
  kind?: unknown;
  inApp?: unknown;
  push?: unknown;
  email?: unknown;
}

/**
 * Sets one kind's channels for the viewer (the others keep theirs); answers the kind's channels.
 * The inbox kinds' in-app channel is the inbox and cannot be turned off (`CHANNEL_FIXED`).
 */
export async function setNotificationChannels(services: Services, viewer: Viewer, input: SetChannelsInput) {
  actingEntityId(viewer);
  const user = viewer.user!;
  const { kind, ...change } = parseInput(setChannelsSchema, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null)));
  if (change.inApp === false && inAppFixed(kind)) throw new ValidationError([{ field: 'inApp', code: 'CHANNEL_FIXED' }]);
  const settings = await changeChannels(services.prisma, user.id, new Map([[kind, change]]));
  user.settings = settings;
  return { kind: kind satisfies NotificationKind, channels: channelsFor(settings, kind), settings };
}

/**
 * Saves changes to the channels of one or more kinds of a user, under the user's row lock as the
 * other profile settings are, so concurrent saves keep each other's keys; answers the settings. A
 * changed e-mail choice takes the kind's notices still waiting for a mail along: to the new
 * cadence, or away when e-mail is turned off (nothing more is mailed of it, not even in a digest).
 */
export async function changeChannels(prisma: PrismaClient, userId: number, changes: ReadonlyMap<NotificationKind, Partial<ChannelChoice>>): Promise<Prisma.JsonValue> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { settings: true, entityId: true } });
    const settings = { ...asRecord(current.settings) };
    const choices = { ...asRecord(settings[NOTIFICATION_SETTING]) };
    for (const [kind, { inApp, push, email }] of changes) {
      const mine = { ...asRecord(choices[kind]) };
      if (push !== undefined) mine.push = push;
      if (inApp !== undefined && !inAppFixed(kind)) {
        if (kind === 'RECORD_AWAITING_REVIEW') settings[REVIEW_NOTICE_SETTING] = inApp;
        else mine.inApp = inApp;
      }
      if (email !== undefined) {
        mine.email = email;
        const waiting = { recipientId: current.entityId, mailId: null, token: { in: [...KIND_TOKENS[kind]] } };
        if (email === 'OFF') await tx.mailNotice.deleteMany({ where: waiting });
        else await tx.mailNotice.updateMany({ where: waiting, data: { cadence: email } });
      }
      choices[kind] = mine;
    }
    settings[NOTIFICATION_SETTING] = choices;
    const updated = await tx.user.update({ where: { id: userId }, data: { settings: settings as Prisma.InputJsonObject }, select: { settings: true } });
    return updated.settings;
  });
}
