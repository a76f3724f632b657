import { CommunityPageEntryPoint } from './features/entities/CommunityPage.entrypoint.ts';
import { PostEditPageEntryPoint } from './features/posts/PostEditPage.entrypoint.ts';
import { EntitySettingsPageEntryPoint } from './features/entities/EntitySettingsPage.entrypoint.ts';
import { EntityEditPageEntryPoint } from './features/entities/EntityEditPage.entrypoint.ts';
import { ProfilePageEntryPoint } from './features/entities/ProfilePage.entrypoint.ts';
import { EntityPageEntryPoint } from './features/entities/EntityPage.entrypoint.ts';
import { EntityPopupEntryPoint } from './features/entities/EntityPopup.entrypoint.ts';
import { ProfileImagePageEntryPoint } from './features/images/ProfileImagePage.entrypoint.ts';
import { ImageEditPageEntryPoint } from './features/images/ImageEditPage.entrypoint.ts';
import { FeaturedMediaEditPageEntryPoint } from './features/media/FeaturedMediaEditPage.entrypoint.ts';
import { AttachmentBrowserPopupEntryPoint } from './features/media/AttachmentBrowserPopup.entrypoint.ts';
import { MediaListPageEntryPoint } from './features/media/MediaListPage.entrypoint.ts';
import { MyMediaListPopupEntryPoint } from './features/media/MyMediaListPopup.entrypoint.ts';
import { MediaListPopupEntryPoint } from './features/media/MediaListPopup.entrypoint.ts';
import { MediaEditPageEntryPoint } from './features/media/MediaEditPage.entrypoint.ts';
import { MediaInfoViewPageEntryPoint } from './features/media/MediaInfoViewPage.entrypoint.ts';
import { MediaInfoEditPopupEntryPoint } from './features/media/MediaInfoEditPopup.entrypoint.ts';
import { MediaViewPageEntryPoint } from './features/media/MediaViewPage.entrypoint.ts';
import { SpeciesListPageEntryPoint } from './features/species/SpeciesListPage.entrypoint.ts';
import { HomePageEntryPoint } from './features/home/HomePage.entrypoint.ts';
import { PostPageEntryPoint } from './features/posts/PostPage.entrypoint.ts';
import { ObservationViewPageEntryPoint } from './features/observations/ObservationViewPage.entrypoint.ts';
import { ObservationViewPopupEntryPoint } from './features/observations/ObservationViewPopup.entrypoint.ts';
import { SpeciesPopupEntryPoint } from './features/species/SpeciesPopup.entrypoint.ts';
import { VisualFilterPageEntryPoint } from './features/visual/VisualFilterPage.entrypoint.ts';
import { ObservationFormEditPopupEntryPoint } from './features/observations/ObservationFormEditPopup.entrypoint.ts';
import { ObservationListPageEntryPoint } from './features/observations/ObservationListPage.entrypoint.ts';
import { RelationListPageEntryPoint } from './features/relations/RelationListPage.entrypoint.ts';
import { RelationListPopupEntryPoint } from './features/relations/RelationListPopup.entrypoint.ts';
import { ReviewCommentPopupEntryPoint } from './features/review/ReviewCommentPopup.entrypoint.ts';
import { SpeciesEditPopupEntryPoint } from './features/species/SpeciesEditPopup.entrypoint.ts';
import { ObservationFormPageEntryPoint } from './features/observations/ObservationFormPage.entrypoint.ts';
import { ReviewItemPopupEntryPoint } from './features/review/ReviewItemPopup.entrypoint.ts';
import { SavedLocationsPopupEntryPoint } from './features/saved-places/SavedLocationsPopup.entrypoint.ts';
import { SavedLocationsHistoryPageEntryPoint } from './features/saved-places/SavedLocationsHistoryPage.entrypoint.ts';
import { NotificationsPopupEntryPoint } from './features/notifications/NotificationsPopup.entrypoint.ts';
import { ProfileSettingsPageEntryPoint } from './features/profile-settings/ProfileSettingsPage.entrypoint.ts';
import { ObservationListMyPageEntryPoint } from './features/observations/ObservationListMyPage.entrypoint.ts';
import { ReviewQueuePageEntryPoint } from './features/review/ReviewQueuePage.entrypoint.ts';
import { ObservationMapPageEntryPoint } from './features/observation-map/ObservationMapPage.entrypoint.ts';
import { ObservationChartPageEntryPoint } from './features/charts/ObservationChartPage.entrypoint.ts';
import { EntityChartPageEntryPoint } from './features/charts/EntityChartPage.entrypoint.ts';
import { GridCellPopupEntryPoint } from './features/observation-map/GridCellPopup.entrypoint.ts';
import { lazyScreen, type RouteEntryPoint } from './relay/route-entry-point.ts';
import type { ScreenName } from './routes.ts';

/** The entry point of each screen that a route names: the route preparer loads its code and its queries when the route opens. */
export const SCREENS = {
  HomePage: HomePageEntryPoint,
  ProfileSettingsPage: ProfileSettingsPageEntryPoint,
  NotificationsPopup: NotificationsPopupEntryPoint,
  RelationListPage: RelationListPageEntryPoint,
  RelationListPopup: RelationListPopupEntryPoint,
  PostEditPage: PostEditPageEntryPoint,
  PostPage: PostPageEntryPoint,
  SpeciesListPage: SpeciesListPageEntryPoint,
  SpeciesPopup: SpeciesPopupEntryPoint,
  SpeciesEditPopup: SpeciesEditPopupEntryPoint,
  CommunityPage: CommunityPageEntryPoint,
  EntityPage: EntityPageEntryPoint,
  EntityPopup: EntityPopupEntryPoint,
  EntityEditPage: EntityEditPageEntryPoint,
  EntitySettingsPage: EntitySettingsPageEntryPoint,
  ProfilePage: ProfilePageEntryPoint,
  ObservationListPage: ObservationListPageEntryPoint,
  ObservationMapPage: ObservationMapPageEntryPoint,
  GridCellPopup: GridCellPopupEntryPoint,
  ObservationChartPage: ObservationChartPageEntryPoint,
  EntityChartPage: EntityChartPageEntryPoint,
  ObservationListMyPage: ObservationListMyPageEntryPoint,
  ObservationViewPopup: ObservationViewPopupEntryPoint,
  ObservationViewPage: ObservationViewPageEntryPoint,
  ReviewQueuePage: ReviewQueuePageEntryPoint,
  ReviewItemPopup: ReviewItemPopupEntryPoint,
  ReviewCommentPopup: ReviewCommentPopupEntryPoint,
  SavedLocationsPopup: SavedLocationsPopupEntryPoint,
  SavedLocationsHistoryPage: SavedLocationsHistoryPageEntryPoint,
  ObservationFormPage: ObservationFormPageEntryPoint,
  ObservationFormEditPopup: ObservationFormEditPopupEntryPoint,
  MapPickerPage: lazyScreen('MapPickerPage', () => import('./features/map-picker/MapPickerPage.tsx')),
  MapPickerDisplayPage: lazyScreen('MapPickerDisplayPage', () => import('./features/map-picker/MapPickerDisplayPage.tsx')),
  GeoJsonPage: lazyScreen('GeoJsonPage', () => import('./features/observation-map/GeoJsonPage.tsx')),
  ObservationMapAnimatePage: lazyScreen('ObservationMapAnimatePage', () => import('./features/observation-map/ObservationMapAnimatePage.tsx')),
  MediaListPage: MediaListPageEntryPoint,
  MediaViewPage: MediaViewPageEntryPoint,
  MediaInfoEditPopup: MediaInfoEditPopupEntryPoint,
  MyMediaListPopup: MyMediaListPopupEntryPoint,
  ImageEditPage: ImageEditPageEntryPoint,
  ProfileImagePage: ProfileImagePageEntryPoint,
  MediaInfoViewPage: MediaInfoViewPageEntryPoint,
  MediaEditPage: MediaEditPageEntryPoint,
  MediaListPopup: MediaListPopupEntryPoint,
  AttachmentBrowserPopup: AttachmentBrowserPopupEntryPoint,
  FeaturedMediaEditPage: FeaturedMediaEditPageEntryPoint,
  VisualPage: lazyScreen('VisualPage', () => import('./features/visual/VisualPage.tsx')),
  VisualFilterPage: VisualFilterPageEntryPoint,
  ChartGeneratorPage: lazyScreen('ChartGeneratorPage', () => import('./features/chart-generator/ChartGeneratorPage.tsx')),
  PrivacyPolicyPage: lazyScreen('PrivacyPolicyPage', () => import('./features/content/PrivacyPolicyPage.tsx')),
} satisfies Record<ScreenName, RouteEntryPoint>;
