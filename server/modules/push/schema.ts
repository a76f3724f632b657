import { ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { type StoredSubscription, subscribePush, unsubscribePush } from './service.ts';

builder.queryField('pushPublicKey', (t) =>
  t.string({
    description: "the server's VAPID public key (base64url): the applicationServerKey of pushManager.subscribe()",
    resolve: (_root, _args, context) => context.services.push.publicKey(),
  }),
);

const SubscribePushInput = builder.inputType('SubscribePushInput', {
  fields: (t) => ({
    subscription: t.field({ type: 'JSON', required: true, description: "the browser's PushSubscription.toJSON(): endpoint and keys" }),
    deviceId: t.string({ required: true, description: 'a stable id the browser keeps for this device' }),
  }),
});

const PushSubscriptionRef = builder.objectRef<StoredSubscription>('PushSubscription').implement({
  description: "The viewer's web-push subscription on one device",
  fields: (t) => ({
    deviceId: t.exposeString('deviceId'),
    endpoint: t.exposeString('endpoint'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('subscribePush', (t) =>
  t.field({
    type: PushSubscriptionRef,
    description: "registers (or refreshes) this device's push subscription for the viewer",
    args: { input: t.arg({ type: SubscribePushInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'SubscribePushResult' } },
    resolve: (_root, { input }, context) => subscribePush(context.services, context.viewer, input),
  }),
);

const UnsubscribePushInput = builder.inputType('UnsubscribePushInput', {
  fields: (t) => ({ deviceId: t.string({ required: true }) }),
});

const UnsubscribePushPayload = builder.objectRef<{ removed: boolean }>('UnsubscribePushPayload').implement({
  fields: (t) => ({ removed: t.exposeBoolean('removed', { description: 'whether the device had a subscription' }) }),
});

builder.mutationField('unsubscribePush', (t) =>
  t.field({
    type: UnsubscribePushPayload,
    args: { input: t.arg({ type: UnsubscribePushInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'UnsubscribePushResult' } },
    resolve: async (_root, { input }, context) => ({ removed: await unsubscribePush(context.services, context.viewer, input) }),
  }),
);
