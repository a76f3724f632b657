import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { actingEntityId } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { defaultPrivacy, PRIVACY_CHOICES, type PrivacyLevel } from '@domain/privacy.ts';
import { EUROPE_CODE, isGeoFilter } from '@domain/geo/countries.ts';
import { LICENCE_SETTING } from '@domain/licences.ts';
import { LICENCES } from '@domain/observations/enums.ts';
import { REVIEW_NOTICE_SETTING } from '../review/notify.ts';

/** The post kinds whose default privacy the profile settings page sets (social-core §3, keys `{kind}_pp`). */
export const PRIVACY_DEFAULT_KINDS = ['note', 'news', 'question', 'mood', 'lesson'] as const;
export type PrivacyDefaultKind = (typeof PRIVACY_DEFAULT_KINDS)[number];

export const privacySettingKey = (kind: PrivacyDefaultKind) => `${kind}_pp` as const;

/**
 * The default privacy of a new item of `kind` from a user's profile settings (`User.settings`):
 * the `{kind}_pp` key when it holds a level (0, 1, 2, 9), otherwise 9 (anybody); a solution falls
 * back to its lesson's (see `defaultPrivacy`).
 */
export function defaultPrivacyFor(settings: unknown, kind: string): PrivacyLevel {
  const record = settings && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Record<string, unknown>) : {};
  return defaultPrivacy(record, kind.toLowerCase());
}

/** Every default of the page, resolved (the fallback filled in). */
export function privacyDefaults(settings: unknown): Record<PrivacyDefaultKind, PrivacyLevel> {
  return Object.fromEntries(PRIVACY_DEFAULT_KINDS.map((kind) => [kind, defaultPrivacyFor(settings, kind)])) as Record<PrivacyDefaultKind, PrivacyLevel>;
}

/** The user's geo filter (recording §3: `_geo_filter` in the user state): a country code, or EU for Europe. */
export const GEO_FILTER_SETTING = '_geo_filter';

/** The saved geo filter; Europe when none is saved (or the saved code is no longer on the list). */
export function savedGeoFilter(settings: Record<string, unknown>): string {
  const value = settings[GEO_FILTER_SETTING];
  return typeof value === 'string' && isGeoFilter(value) ? value : EUROPE_CODE;
}

const levelSchema = z
  .number()
  .int()
  .refine((value) => PRIVACY_CHOICES.includes(value), 'INVALID_PRIVACY_VALUE');

/** Only the known keys (`{kind}_pp`, notify_review, _geo_filter, licence); at least one; an unknown key is refused rather than stored. */
const updateSchema = z
  .strictObject(
    {
      ...Object.fromEntries(PRIVACY_DEFAULT_KINDS.map((kind) => [privacySettingKey(kind), levelSchema.optional()])),
      [REVIEW_NOTICE_SETTING]: z.boolean().optional(),
      [GEO_FILTER_SETTING]: z.string().trim().toUpperCase().refine(isGeoFilter, 'FORMAT_ERROR').optional(),
      [LICENCE_SETTING]: z.enum(LICENCES, { error: 'FORMAT_ERROR' }).optional(),
    },
    { error: 'UNKNOWN_SETTING' },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'FIELD_REQUIRED');

export type ProfileSettingsInput = Partial<Record<`${PrivacyDefaultKind}_pp`, number | null | undefined>> & {
  /** validators: notices of records waiting for review */
  [REVIEW_NOTICE_SETTING]?: boolean | null;
  [GEO_FILTER_SETTING]?: string | null;
  /** the licence of new records and uploads */
  [LICENCE_SETTING]?: string | null;
};

/**
 * Saves profile settings of the viewer (`User.settings`), merged into the settings already kept;
 * answers the whole settings object afterwards.
 */
export async function updateProfileSettings(services: Services, viewer: Viewer, input: ProfileSettingsInput): Promise<Record<string, unknown>> {
  actingEntityId(viewer);
  const user = viewer.user!;
  const changes = parseInput(updateSchema, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null))) as Record<
    string,
    number | boolean | string | undefined
  >;
  const updated = await services.prisma.$transaction(async (tx) => {
    // Read and write in one transaction under a row lock, so two pages saving different keys keep both.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { settings: true } });
    const base = current.settings && typeof current.settings === 'object' && !Array.isArray(current.settings) ? current.settings : {};
    const settings = { ...base, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
    return tx.user.update({ where: { id: user.id }, data: { settings }, select: { settings: true } });
  });
  user.settings = updated.settings;
  return updated.settings as Record<string, unknown>;
}
