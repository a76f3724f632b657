import { ValidationError } from '../../errors.ts';
import { REVIEW_NOTICE_SETTING, wantsReviewNotices } from '../review/notify.ts';
import { builder } from '../../graphql/builder.ts';
import { loadUserState, type UserState } from './user-state.ts';
import { ViewerRef } from './schema.ts';
import { LicenceEnum } from '../observations/schema.ts';
import { LICENCE_SETTING, savedLicence } from '@domain/licences.ts';
import { GEO_FILTER_SETTING, type PrivacyDefaultKind, privacyDefaults, privacySettingKey, savedGeoFilter, updateProfileSettings } from './profile-settings.ts';

type Defaults = Record<PrivacyDefaultKind, number>;

const PrivacyDefaultsRef = builder.objectRef<Defaults>('PrivacyDefaults').implement({
  description: 'Default privacy (0 only me, 1 friends, 2 same group, 9 anybody) of new items per kind: the `{kind}_pp` profile settings, 9 when unset',
  fields: (t) => ({
    note: t.exposeInt('note'),
    news: t.exposeInt('news'),
    question: t.exposeInt('question'),
    mood: t.exposeInt('mood'),
    lesson: t.exposeInt('lesson'),
  }),
});

builder.objectField(ViewerRef, 'privacyDefaults', (t) => t.field({ type: PrivacyDefaultsRef, resolve: (state) => privacyDefaults(state.settings) }));

const PrivacyDefaultsInput = builder.inputType('PrivacyDefaultsInput', {
  description: 'the kinds to change (0, 1, 2 or 9); the others keep their setting',
  fields: (t) => ({
    note: t.int(),
    news: t.int(),
    question: t.int(),
    mood: t.int(),
    lesson: t.int(),
  }),
});

const NotificationSettingsRef = builder.objectRef<{ reviewQueue: boolean }>('NotificationSettings').implement({
  description: 'Which notices the viewer gets (the `notify_*` profile settings)',
  fields: (t) => ({
    reviewQueue: t.exposeBoolean('reviewQueue', { description: 'validators: records waiting for review (on unless turned off)' }),
  }),
});

builder.objectField(ViewerRef, 'notificationSettings', (t) =>
  t.field({ type: NotificationSettingsRef, resolve: (state) => ({ reviewQueue: wantsReviewNotices(state.settings) }) }),
);

builder.objectField(ViewerRef, 'defaultLicence', (t) =>
  t.field({
    type: LicenceEnum,
    description: "the licence the viewer's new records and uploads get unless chosen otherwise (the `licence` profile setting; CC BY 4.0 when unset)",
    resolve: (state) => savedLicence(state.settings),
  }),
);

builder.objectField(ViewerRef, 'geoFilter', (t) =>
  t.string({
    description: "the viewer's saved geo filter (`_geo_filter`): a country code, or EU for Europe (also for guests, who keep theirs in the browser)",
    resolve: (state) => savedGeoFilter(state.settings),
  }),
);

const NotificationSettingsInput = builder.inputType('NotificationSettingsInput', {
  fields: (t) => ({ reviewQueue: t.boolean() }),
});

const UpdateProfileSettingsInput = builder.inputType('UpdateProfileSettingsInput', {
  fields: (t) => ({
    privacyDefaults: t.field({ type: PrivacyDefaultsInput }),
    notifications: t.field({ type: NotificationSettingsInput }),
    geoFilter: t.string({ description: 'the country lists, maps and charts narrow to (a code of geoFilterCountries), or EU for Europe' }),
    defaultLicence: t.field({ type: LicenceEnum, description: 'the licence of new records and uploads' }),
  }),
});

const ProfileSettingsPayload = builder.objectRef<UserState>('ProfileSettingsPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (state) => state }) }),
});

builder.mutationField('updateProfileSettings', (t) =>
  t.field({
    type: ProfileSettingsPayload,
    description: "saves the viewer's profile settings (VALUE_SET); answers the viewer with the new settings",
    args: { input: t.arg({ type: UpdateProfileSettingsInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'UpdateProfileSettingsResult' } },
    resolve: async (_root, { input }, context) => {
      const changes = {
        ...Object.fromEntries(
          (Object.entries(input.privacyDefaults ?? {}) as [PrivacyDefaultKind, number | null | undefined][]).map(([kind, value]) => [privacySettingKey(kind), value]),
        ),
        [REVIEW_NOTICE_SETTING]: input.notifications?.reviewQueue,
        [GEO_FILTER_SETTING]: input.geoFilter,
        [LICENCE_SETTING]: input.defaultLicence,
      };
      await updateProfileSettings(context.services, context.viewer, changes);
      return loadUserState(context.services, context.viewer);
    },
  }),
);
