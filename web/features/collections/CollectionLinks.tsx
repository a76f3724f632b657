import { lazy, Suspense } from 'react';
import { useViewer } from '../session/ViewerProvider.tsx';
import type { AddToCollectionProps } from './AddToCollection.tsx';
import type { OwnerCollectionsProps } from './OwnerCollections.tsx';

const AddToCollection = lazy(() => import('./AddToCollection.tsx'));
const OwnerCollections = lazy(() => import('./OwnerCollections.tsx'));

/**
 * The ways into collections from elsewhere, each loaded with its texts (the `publishing` catalog
 * part) only when its screen shows, so no first load carries them: "add to collection" on a
 * record, photo, species or article (signed-in viewers only), and a person's or a group's or
 * project's collections on its page.
 */
export function AddToCollectionAction(props: AddToCollectionProps) {
  const viewer = useViewer();
  if (viewer.isGuest) return null;
  return (
    <Suspense fallback={null}>
      <AddToCollection {...props} />
    </Suspense>
  );
}

export function OwnerCollectionsSection(props: OwnerCollectionsProps) {
  return (
    <Suspense fallback={null}>
      <OwnerCollections {...props} />
    </Suspense>
  );
}
