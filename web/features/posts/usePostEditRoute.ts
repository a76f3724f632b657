import { graphql, useFragment } from 'react-relay/hooks';
import type { usePostEditRoute_item$key } from '../../__generated__/usePostEditRoute_item.graphql.ts';
import { editRoute } from './edit-route.ts';

/** The edit screen of a timeline item's post (see editRoute), or null when the item is no post. */
export function usePostEditRoute(itemKey: usePostEditRoute_item$key): string | null {
  const item = useFragment(
    graphql`
      fragment usePostEditRoute_item on TimelineItem {
        category
        post {
          recId
          lessonId
          entity {
            recId
          }
        }
      }
    `,
    itemKey,
  );
  return editRoute(item);
}
