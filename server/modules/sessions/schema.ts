import { GUEST } from '../../auth/viewer.ts';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from '../users/schema.ts';
import { type AccountSession, DEVICE_TYPES, endOtherSessions, endSession, listSessions, type SessionDevice } from './service.ts';

const DeviceTypeEnum = builder.enumType('DeviceType', { values: DEVICE_TYPES });

const SessionDeviceRef = builder.objectRef<SessionDevice>('SessionDevice').implement({
  description: "What a session's user agent says of the device",
  fields: (t) => ({
    browser: t.exposeString('browser', { nullable: true, description: 'name and version, e.g. "Firefox 128.0"' }),
    os: t.exposeString('os', { nullable: true, description: 'operating system and version, e.g. "Android 14"' }),
    type: t.field({ type: DeviceTypeEnum, resolve: (device) => device.type }),
  }),
});

const AccountSessionRef = builder.objectRef<AccountSession>('AccountSession').implement({
  description: "One of the viewer's own live sessions (a browser or device signed in to the account)",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'a public handle of the session, for endSession' }),
    device: t.field({ type: SessionDeviceRef, resolve: (session) => session.device }),
    ip: t.exposeString('ip', { nullable: true, description: 'the client address last recorded; stands for the place (no geo-IP database offline)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it signed in' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'its last request (refreshed at most hourly)' }),
    current: t.exposeBoolean('current', { description: 'the session of this request' }),
  }),
});

builder.objectField(ViewerRef, 'sessions', (t) =>
  t.field({
    type: [AccountSessionRef],
    nullable: true,
    description: "the viewer's live sessions, the last seen first; null for a guest",
    resolve: (_state, _args, context) => (context.viewer.user ? listSessions(context.services, context.viewer) : null),
  }),
);

const EndSessionInput = builder.inputType('EndSessionInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'an AccountSession id' }) }),
});

const EndSessionPayload = builder.objectRef<{ current: boolean }>('EndSessionPayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'SESSION_ENDED' }),
    current: t.exposeBoolean('current', { description: 'the session ended was this one: the viewer is signed out' }),
  }),
});

builder.mutationField('endSession', (t) =>
  t.field({
    type: EndSessionPayload,
    description: "Ends one of the viewer's sessions (DELETE /api/profile/sessions/{id}); ending the current one signs out",
    args: { input: t.arg({ type: EndSessionInput, required: true }) },
    errors: { types: [UnauthorizedError, NotFoundError], directResult: true, union: { name: 'EndSessionResult' } },
    resolve: async (_root, { input }, context) => {
      const ended = await endSession(context.services, context.viewer, String(input.id));
      if (ended.current) {
        context.cookies?.clear();
        context.viewer = GUEST;
      }
      return ended;
    },
  }),
);

const EndOtherSessionsPayload = builder.objectRef<{ count: number }>('EndOtherSessionsPayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'SESSIONS_ENDED' }),
    count: t.exposeInt('count', { description: 'how many sessions ended' }),
  }),
});

builder.mutationField('endOtherSessions', (t) =>
  t.field({
    type: EndOtherSessionsPayload,
    description: "Ends every session of the viewer's account but this one (DELETE /api/profile/sessions)",
    errors: { types: [UnauthorizedError], directResult: true, union: { name: 'EndOtherSessionsResult' } },
    resolve: async (_root, _args, context) => ({ count: await endOtherSessions(context.services, context.viewer) }),
  }),
);
