import type { BadgeCounts } from '../../realtime/pubsub.ts';
import { builder } from '../../graphql/builder.ts';
import { badgeCounts, markAllNotificationsRead } from './badge-counts.ts';

export const BadgeCountsRef = builder.objectRef<BadgeCounts>('BadgeCounts').implement({
  description: 'Unread notifications and messages, shown as header badges',
  fields: (t) => ({
    notificationCount: t.exposeInt('notificationCount'),
    messageCount: t.exposeInt('messageCount'),
  }),
});

builder.subscriptionField('viewerCounts', (t) =>
  t.field({
    type: BadgeCountsRef,
    description: "The viewer's badge counts: the current ones first, then every change",
    authScopes: { loggedIn: true },
    subscribe: async function* (_root, _args, context) {
      const entityId = context.viewer.user!.entityId;
      const changes = context.services.bus.pubsub.subscribe('viewerCounts', entityId);
      // Asking for the first change starts listening, so nothing published while the current
      // counts are read can slip through.
      const firstChange = changes.next();
      try {
        yield await badgeCounts(context.prisma, entityId);
        for (let change = await firstChange; !change.done; change = await changes.next()) yield change.value;
      } finally {
        await changes.return();
      }
    },
    resolve: (counts) => counts,
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: BadgeCountsRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => markAllNotificationsRead(context.services, context.viewer.user!.entityId),
  }),
);
