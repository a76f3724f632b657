import { SpeciesListPageEntryPoint } from './features/species/SpeciesListPage.entrypoint.ts';
import { HomePageEntryPoint } from './features/home/HomePage.entrypoint.ts';
import { PostPageEntryPoint } from './features/posts/PostPage.entrypoint.ts';
import { ObservationViewPageEntryPoint } from './features/observations/ObservationViewPage.entrypoint.ts';
import { ObservationViewPopupEntryPoint } from './features/observations/ObservationViewPopup.entrypoint.ts';
import { SpeciesPopupEntryPoint } from './features/species/SpeciesPopup.entrypoint.ts';
import { ObservationFormPageEntryPoint } from './features/observations/ObservationFormPage.entrypoint.ts';
import { ReviewItemPopupEntryPoint } from './features/review/ReviewItemPopup.entrypoint.ts';
import { SavedLocationsPopupEntryPoint } from './features/saved-places/SavedLocationsPopup.entrypoint.ts';
import { SavedLocationsHistoryPageEntryPoint } from './features/saved-places/SavedLocationsHistoryPage.entrypoint.ts';
import { NotificationsPopupEntryPoint } from './features/notifications/NotificationsPopup.entrypoint.ts';
import { ProfileSettingsPageEntryPoint } from './features/profile-settings/ProfileSettingsPage.entrypoint.ts';
import { ObservationListMyPageEntryPoint } from './features/observations/ObservationListMyPage.entrypoint.ts';
import { ReviewQueuePageEntryPoint } from './features/review/ReviewQueuePage.entrypoint.ts';
import { lazyScreen, type RouteEntryPoint } from './relay/route-entry-point.ts';
import type { ScreenName } from './routes.ts';

/** The entry point of each screen that a route names: the route preparer loads its code and its queries when the route opens. */
export const SCREENS = {
  HomePage: HomePageEntryPoint,
  ProfileSettingsPage: ProfileSettingsPageEntryPoint,
  NotificationsPopup: NotificationsPopupEntryPoint,
  RelationListPage: lazyScreen('RelationListPage', () => import('./features/relations/RelationListPage.tsx')),
  RelationListPopup: lazyScreen('RelationListPopup', () => import('./features/relations/RelationListPopup.tsx')),
  PostEditPage: lazyScreen('PostEditPage', () => import('./features/posts/PostEditPage.tsx')),
  PostPage: PostPageEntryPoint,
  SpeciesListPage: SpeciesListPageEntryPoint,
  SpeciesPopup: SpeciesPopupEntryPoint,
  SpeciesEditPopup: lazyScreen('SpeciesEditPopup', () => import('./features/species/SpeciesEditPopup.tsx')),
  CommunityPage: lazyScreen('CommunityPage', () => import('./features/entities/CommunityPage.tsx')),
  EntityPage: lazyScreen('EntityPage', () => import('./features/entities/EntityPage.tsx')),
  EntityPopup: lazyScreen('EntityPopup', () => import('./features/entities/EntityPopup.tsx')),
  EntityEditPage: lazyScreen('EntityEditPage', () => import('./features/entities/EntityEditPage.tsx')),
  EntitySettingsPage: lazyScreen('EntitySettingsPage', () => import('./features/entities/EntitySettingsPage.tsx')),
  ProfilePage: lazyScreen('ProfilePage', () => import('./features/entities/ProfilePage.tsx')),
  ObservationListPage: lazyScreen('ObservationListPage', () => import('./features/observations/ObservationListPage.tsx')),
  ObservationListMyPage: ObservationListMyPageEntryPoint,
  ObservationViewPopup: ObservationViewPopupEntryPoint,
  ObservationViewPage: ObservationViewPageEntryPoint,
  ReviewQueuePage: ReviewQueuePageEntryPoint,
  ReviewItemPopup: ReviewItemPopupEntryPoint,
  ReviewCommentPopup: lazyScreen('ReviewCommentPopup', () => import('./features/review/ReviewCommentPopup.tsx')),
  SavedLocationsPopup: SavedLocationsPopupEntryPoint,
  SavedLocationsHistoryPage: SavedLocationsHistoryPageEntryPoint,
  ObservationFormPage: ObservationFormPageEntryPoint,
  ObservationFormEditPopup: lazyScreen('ObservationFormEditPopup', () => import('./features/observations/ObservationFormEditPopup.tsx')),
  MapPickerPage: lazyScreen('MapPickerPage', () => import('./features/map-picker/MapPickerPage.tsx')),
  MapPickerDisplayPage: lazyScreen('MapPickerDisplayPage', () => import('./features/map-picker/MapPickerDisplayPage.tsx')),
  MediaListPage: lazyScreen('MediaListPage', () => import('./features/media/MediaListPage.tsx')),
  MediaViewPage: lazyScreen('MediaViewPage', () => import('./features/media/MediaViewPage.tsx')),
  MediaInfoEditPopup: lazyScreen('MediaInfoEditPopup', () => import('./features/media/MediaInfoEditPopup.tsx')),
  MyMediaListPopup: lazyScreen('MyMediaListPopup', () => import('./features/media/MyMediaListPopup.tsx')),
  ImageEditPage: lazyScreen('ImageEditPage', () => import('./features/images/ImageEditPage.tsx')),
  ProfileImagePage: lazyScreen('ProfileImagePage', () => import('./features/images/ProfileImagePage.tsx')),
  MediaInfoViewPage: lazyScreen('MediaInfoViewPage', () => import('./features/media/MediaInfoViewPage.tsx')),
  MediaEditPage: lazyScreen('MediaEditPage', () => import('./features/media/MediaEditPage.tsx')),
  MediaListPopup: lazyScreen('MediaListPopup', () => import('./features/media/MediaListPopup.tsx')),
  AttachmentBrowserPopup: lazyScreen('AttachmentBrowserPopup', () => import('./features/media/AttachmentBrowserPopup.tsx')),
  FeaturedMediaEditPage: lazyScreen('FeaturedMediaEditPage', () => import('./features/media/FeaturedMediaEditPage.tsx')),
  VisualPage: lazyScreen('VisualPage', () => import('./features/visual/VisualPage.tsx')),
  VisualFilterPage: lazyScreen('VisualFilterPage', () => import('./features/visual/VisualFilterPage.tsx')),
  PrivacyPolicyPage: lazyScreen('PrivacyPolicyPage', () => import('./features/content/PrivacyPolicyPage.tsx')),
} satisfies Record<ScreenName, RouteEntryPoint>;
