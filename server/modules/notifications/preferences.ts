import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { ValidationError } from '../../errors.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { channelsFor, inAppFixed, NOTIFICATION_KINDS, NOTIFICATION_SETTING, type NotificationKind, REVIEW_NOTICE_SETTING } from '@domain/notification-kinds.ts';

/**
 * The channel choices live in the person's profile settings (`User.settings`, key `notify`), not in
 * a table of their own: they are a handful of flags per person, read together with the rest of the
 * settings the session already loads, edited like the other settings, and the dispatcher reads the
 * whole batch of recipients' settings in one `findMany`. The review-queue notice (`notify_review`)
 * stays where it was and is the RECORD_AWAITING_REVIEW kind's in-app switch, so choices saved
 * before keep their meaning. The e-mail channel to come has its place beside `inApp` and `push`.
 */
const setChannelsSchema = z
  .strictObject({
    kind: z.enum(NOTIFICATION_KINDS, { error: 'FORMAT_ERROR' }),
    inApp: z.boolean({ error: 'FORMAT_ERROR' }).optional(),
    push: z.boolean({ error: 'FORMAT_ERROR' }).optional(),
  })
  .refine((input) => input.inApp !== undefined || input.push !== undefined, { message: 'FIELD_REQUIRED', path: ['push'] });

export interface SetChannelsInput {
  kind?: unknown;
  inApp?: unknown;
  push?: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Sets one kind's channels for the viewer (the others keep theirs); answers the kind's channels.
 * The inbox kinds' in-app channel is the inbox and cannot be turned off (`CHANNEL_FIXED`).
 */
export async function setNotificationChannels(services: Services, viewer: Viewer, input: SetChannelsInput) {
  actingEntityId(viewer);
  const user = viewer.user!;
  const { kind, inApp, push } = parseInput(setChannelsSchema, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null)));
  if (inApp === false && inAppFixed(kind)) throw new ValidationError([{ field: 'inApp', code: 'CHANNEL_FIXED' }]);
  const updated = await services.prisma.$transaction(async (tx) => {
    // Read and write under the row lock, as the other profile settings are, so concurrent saves keep each other's keys.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { settings: true } });
    const settings = { ...asRecord(current.settings) };
    const choices = { ...asRecord(settings[NOTIFICATION_SETTING]) };
    const mine = { ...asRecord(choices[kind]) };
    if (push !== undefined) mine.push = push;
    if (inApp !== undefined && !inAppFixed(kind)) {
      if (kind === 'RECORD_AWAITING_REVIEW') settings[REVIEW_NOTICE_SETTING] = inApp;
      else mine.inApp = inApp;
    }
    choices[kind] = mine;
    settings[NOTIFICATION_SETTING] = choices;
    return tx.user.update({ where: { id: user.id }, data: { settings: settings as Prisma.InputJsonObject }, select: { settings: true } });
  });
  user.settings = updated.settings;
  return { kind: kind satisfies NotificationKind, channels: channelsFor(updated.settings, kind), settings: updated.settings };
}
