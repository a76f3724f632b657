import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { objectKey, parseObjectKey } from '../objects/registry.ts';
import { removeItem, setPrivacy } from './service.ts';

/** The numeric id of a timeline item's global id; any other id is not found. */
function timelineItemId(globalId: string | number): number {
  const ref = parseObjectKey(String(globalId));
  if (ref.kind !== 'TimelineItem') throw new NotFoundError();
  return ref.id;
}

const SetItemPrivacyInput = builder.inputType('SetItemPrivacyInput', {
  fields: (t) => ({
    itemId: t.id({ required: true, description: "the global id of one of the viewer's timeline items" }),
    privacy: t.int({ required: true, description: '0 only me, 1 friends, 2 same group, 9 anybody' }),
  }),
});

const RemoveTimelineItemInput = builder.inputType('RemoveTimelineItemInput', {
  fields: (t) => ({ itemId: t.id({ required: true }) }),
});

const RemoveTimelineItemPayload = builder.objectRef<{ itemId: number }>('RemoveTimelineItemPayload').implement({
  fields: (t) => ({ removedId: t.id({ resolve: ({ itemId }) => objectKey({ kind: 'TimelineItem', id: itemId }) }) }),
});

// Guests never reach the resolvers: the loggedIn scope refuses them with a top-level UNAUTHORIZED error.
const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

builder.mutationField('setItemPrivacy', (t) =>
  t.prismaField({
    type: 'TimelineItem',
    description: 'Sets who may see one of your items; the item comes back so every copy of it updates',
    args: { input: t.arg({ type: SetItemPrivacyInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SetItemPrivacyResult' } },
    resolve: async (query, _root, { input }, context) => {
      const item = await setPrivacy(context.services, context.viewer, timelineItemId(input.itemId), input.privacy);
      return context.prisma.timelineItem.findUniqueOrThrow({ ...query, where: { id: item.id } });
    },
  }),
);

builder.mutationField('removeTimelineItem', (t) =>
  t.field({
    type: RemoveTimelineItemPayload,
    description: 'Removes one of your items from every list (privacy -1)',
    args: { input: t.arg({ type: RemoveTimelineItemInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'RemoveTimelineItemResult' } },
    resolve: async (_root, { input }, context) => {
      const itemId = timelineItemId(input.itemId);
      await removeItem(context.services, context.viewer, itemId);
      return { itemId };
    },
  }),
);
