import type { JSResourceReference } from 'react-relay/hooks';
import { HomePageEntryPoint } from './features/home/HomePage.entrypoint.ts';
import { JSResource } from './relay/js-resource.ts';
import { lazyScreen, type RouteEntryPoint } from './relay/route-entry-point.ts';
import type { ScreenName } from './routes.ts';

/**
 * An entry point loaded when its route first opens: its queries' artefacts and what its
 * parameters need stay out of the first load. Its screen's code and queries then start together.
 */
export type LaterEntryPoint = JSResourceReference<RouteEntryPoint>;

const later = (load: () => Promise<RouteEntryPoint>): LaterEntryPoint => JSResource('entry point', () => load().then((entryPoint) => ({ default: entryPoint })));

/** The entry point of each screen that a route names: the route preparer loads its code and its queries when the route opens. */
export const SCREENS = {
  HomePage: HomePageEntryPoint,
  ProfileSettingsPage: later(() => import('./features/profile-settings/ProfileSettingsPage.entrypoint.ts').then((module) => module.ProfileSettingsPageEntryPoint)),
  AccountPage: later(() => import('./features/account/AccountPage.entrypoint.ts').then((module) => module.AccountPageEntryPoint)),
  ProfileEditPage: later(() => import('./features/profile-edit/ProfileEditPage.entrypoint.ts').then((module) => module.ProfileEditPageEntryPoint)),
  SearchPage: lazyScreen('SearchPage', () => import('./features/search/SearchPage.tsx')),
  ArticleListPage: lazyScreen('ArticleListPage', () => import('./features/articles/ArticleListPage.tsx')),
  ArticlePage: lazyScreen('ArticlePage', () => import('./features/articles/ArticlePage.tsx')),
  JournalPage: lazyScreen('JournalPage', () => import('./features/articles/JournalPage.tsx')),
  ArticleEditPage: lazyScreen('ArticleEditPage', () => import('./features/articles/ArticleEditPage.tsx')),
  CollectionListPage: lazyScreen('CollectionListPage', () => import('./features/collections/CollectionListPage.tsx')),
  CollectionPage: lazyScreen('CollectionPage', () => import('./features/collections/CollectionPage.tsx')),
  CollectionEditPage: lazyScreen('CollectionEditPage', () => import('./features/collections/CollectionEditPage.tsx')),
  AuditLogPage: lazyScreen('AuditLogPage', () => import('./features/admin-audit/AuditLogPage.tsx')),
  // samples (issue 21 part 7)
  SampleListPage: lazyScreen('SampleListPage', () => import('./features/samples/SampleListPage.tsx')),
  SampleFormPage: lazyScreen('SampleFormPage', () => import('./features/samples/SampleFormPage.tsx')),
  SamplePage: lazyScreen('SamplePage', () => import('./features/samples/SamplePage.tsx')),
  SampleErrorListPage: lazyScreen('SampleErrorListPage', () => import('./features/samples/SampleErrorListPage.tsx')),
  DisputesPage: lazyScreen('DisputesPage', () => import('./features/admin-disputes/DisputesPage.tsx')),
  UsersPage: lazyScreen('UsersPage', () => import('./features/admin-users/UsersPage.tsx')),
  UserPage: lazyScreen('UserPage', () => import('./features/admin-users/UserPage.tsx')),
  ReviewRulesPage: lazyScreen('ReviewRulesPage', () => import('./features/review-rules/ReviewRulesPage.tsx')),
  PasswordRestorePage: lazyScreen('PasswordRestorePage', () => import('./features/passwords/PasswordRestorePage.tsx')),
  EmailConfirmPage: lazyScreen('EmailConfirmPage', () => import('./features/profile-edit/EmailConfirmPage.tsx')),
  NotificationsPopup: later(() => import('./features/notifications/NotificationsPopup.entrypoint.ts').then((module) => module.NotificationsPopupEntryPoint)),
  MessagesPopup: later(() => import('./features/messages/MessagesPopup.entrypoint.ts').then((module) => module.MessagesPopupEntryPoint)),
  MessagePage: later(() => import('./features/messages/MessagePage.entrypoint.ts').then((module) => module.MessagePageEntryPoint)),
  MessageComposePage: later(() => import('./features/messages/MessageComposePage.entrypoint.ts').then((module) => module.MessageComposePageEntryPoint)),
  ConversationsPage: later(() => import('./features/messages/ConversationsPage.entrypoint.ts').then((module) => module.ConversationsPageEntryPoint)),
  AdminMessagePage: later(() => import('./features/messages/AdminMessagePage.entrypoint.ts').then((module) => module.AdminMessagePageEntryPoint)),
  ConversationPage: later(() => import('./features/messages/ConversationPage.entrypoint.ts').then((module) => module.ConversationPageEntryPoint)),
  RelationListPage: later(() => import('./features/relations/RelationListPage.entrypoint.ts').then((module) => module.RelationListPageEntryPoint)),
  RelationListPopup: later(() => import('./features/relations/RelationListPopup.entrypoint.ts').then((module) => module.RelationListPopupEntryPoint)),
  PostEditPage: later(() => import('./features/posts/PostEditPage.entrypoint.ts').then((module) => module.PostEditPageEntryPoint)),
  PostPage: later(() => import('./features/posts/PostPage.entrypoint.ts').then((module) => module.PostPageEntryPoint)),
  SpeciesListPage: later(() => import('./features/species/SpeciesListPage.entrypoint.ts').then((module) => module.SpeciesListPageEntryPoint)),
  SpeciesPopup: later(() => import('./features/species/SpeciesPopup.entrypoint.ts').then((module) => module.SpeciesPopupEntryPoint)),
  QuizPage: later(() => import('./features/quiz/QuizPage.entrypoint.ts').then((module) => module.QuizPageEntryPoint)),
  ObservationImportPage: later(() => import('./features/imports/ObservationImportPage.entrypoint.ts').then((module) => module.ObservationImportPageEntryPoint)),
  SpeciesImportPage: later(() => import('./features/imports/SpeciesImportPage.entrypoint.ts').then((module) => module.SpeciesImportPageEntryPoint)),
  BibliographyPage: later(() => import('./features/bibliography/BibliographyPage.entrypoint.ts').then((module) => module.BibliographyPageEntryPoint)),
  SpeciesEditPopup: later(() => import('./features/species/SpeciesEditPopup.entrypoint.ts').then((module) => module.SpeciesEditPopupEntryPoint)),
  CommunityPage: later(() => import('./features/entities/CommunityPage.entrypoint.ts').then((module) => module.CommunityPageEntryPoint)),
  EntityPage: later(() => import('./features/entities/EntityPage.entrypoint.ts').then((module) => module.EntityPageEntryPoint)),
  EntityPopup: later(() => import('./features/entities/EntityPopup.entrypoint.ts').then((module) => module.EntityPopupEntryPoint)),
  EntityEditPage: later(() => import('./features/entities/EntityEditPage.entrypoint.ts').then((module) => module.EntityEditPageEntryPoint)),
  EntitySettingsPage: later(() => import('./features/entities/EntitySettingsPage.entrypoint.ts').then((module) => module.EntitySettingsPageEntryPoint)),
  ProfilePage: later(() => import('./features/entities/ProfilePage.entrypoint.ts').then((module) => module.ProfilePageEntryPoint)),
  ObservationListPage: later(() => import('./features/observations/ObservationListPage.entrypoint.ts').then((module) => module.ObservationListPageEntryPoint)),
  ObservationMapPage: later(() => import('./features/observation-map/ObservationMapPage.entrypoint.ts').then((module) => module.ObservationMapPageEntryPoint)),
  GridCellPopup: later(() => import('./features/observation-map/GridCellPopup.entrypoint.ts').then((module) => module.GridCellPopupEntryPoint)),
  ObservationChartPage: later(() => import('./features/charts/ObservationChartPage.entrypoint.ts').then((module) => module.ObservationChartPageEntryPoint)),
  EntityChartPage: later(() => import('./features/charts/EntityChartPage.entrypoint.ts').then((module) => module.EntityChartPageEntryPoint)),
  ObservationListMyPage: later(() => import('./features/observations/ObservationListMyPage.entrypoint.ts').then((module) => module.ObservationListMyPageEntryPoint)),
  ObservationViewPopup: later(() => import('./features/observations/ObservationViewPopup.entrypoint.ts').then((module) => module.ObservationViewPopupEntryPoint)),
  ObservationViewPage: later(() => import('./features/observations/ObservationViewPage.entrypoint.ts').then((module) => module.ObservationViewPageEntryPoint)),
  ReviewQueuePage: later(() => import('./features/review/ReviewQueuePage.entrypoint.ts').then((module) => module.ReviewQueuePageEntryPoint)),
  ReviewItemPopup: later(() => import('./features/review/ReviewItemPopup.entrypoint.ts').then((module) => module.ReviewItemPopupEntryPoint)),
  ReviewCommentPopup: later(() => import('./features/review/ReviewCommentPopup.entrypoint.ts').then((module) => module.ReviewCommentPopupEntryPoint)),
  SavedLocationsPopup: later(() => import('./features/saved-places/SavedLocationsPopup.entrypoint.ts').then((module) => module.SavedLocationsPopupEntryPoint)),
  SavedLocationsHistoryPage: later(() =>
    import('./features/saved-places/SavedLocationsHistoryPage.entrypoint.ts').then((module) => module.SavedLocationsHistoryPageEntryPoint),
  ),
  ObservationFormPage: later(() => import('./features/observations/ObservationFormPage.entrypoint.ts').then((module) => module.ObservationFormPageEntryPoint)),
  ObservationFormEditPopup: later(() =>
    import('./features/observations/ObservationFormEditPopup.entrypoint.ts').then((module) => module.ObservationFormEditPopupEntryPoint),
  ),
  MapPickerPage: lazyScreen('MapPickerPage', () => import('./features/map-picker/MapPickerPage.tsx')),
  MapPickerDisplayPage: lazyScreen('MapPickerDisplayPage', () => import('./features/map-picker/MapPickerDisplayPage.tsx')),
  GeoJsonPage: lazyScreen('GeoJsonPage', () => import('./features/observation-map/GeoJsonPage.tsx')),
  ObservationMapAnimatePage: lazyScreen('ObservationMapAnimatePage', () => import('./features/observation-map/ObservationMapAnimatePage.tsx')),
  MediaListPage: later(() => import('./features/media/MediaListPage.entrypoint.ts').then((module) => module.MediaListPageEntryPoint)),
  MediaViewPage: later(() => import('./features/media/MediaViewPage.entrypoint.ts').then((module) => module.MediaViewPageEntryPoint)),
  MediaInfoBatchPopup: later(() => import('./features/media/MediaInfoBatchPopup.entrypoint.ts').then((module) => module.MediaInfoBatchPopupEntryPoint)),
  MediaInfoEditPopup: later(() => import('./features/media/MediaInfoEditPopup.entrypoint.ts').then((module) => module.MediaInfoEditPopupEntryPoint)),
  MyMediaListPopup: later(() => import('./features/media/MyMediaListPopup.entrypoint.ts').then((module) => module.MyMediaListPopupEntryPoint)),
  ImageEditPage: later(() => import('./features/images/ImageEditPage.entrypoint.ts').then((module) => module.ImageEditPageEntryPoint)),
  ProfileImagePage: later(() => import('./features/images/ProfileImagePage.entrypoint.ts').then((module) => module.ProfileImagePageEntryPoint)),
  MediaInfoViewPage: later(() => import('./features/media/MediaInfoViewPage.entrypoint.ts').then((module) => module.MediaInfoViewPageEntryPoint)),
  MediaEditPage: later(() => import('./features/media/MediaEditPage.entrypoint.ts').then((module) => module.MediaEditPageEntryPoint)),
  MediaListPopup: later(() => import('./features/media/MediaListPopup.entrypoint.ts').then((module) => module.MediaListPopupEntryPoint)),
  FileBrowserPage: later(() => import('./features/rich-text/FileBrowserPage.entrypoint.ts').then((module) => module.FileBrowserPageEntryPoint)),
  AttachmentBrowserPopup: later(() => import('./features/media/AttachmentBrowserPopup.entrypoint.ts').then((module) => module.AttachmentBrowserPopupEntryPoint)),
  FeaturedMediaEditPage: later(() => import('./features/media/FeaturedMediaEditPage.entrypoint.ts').then((module) => module.FeaturedMediaEditPageEntryPoint)),
  VisualPage: lazyScreen('VisualPage', () => import('./features/visual/VisualPage.tsx')),
  VisualFilterPage: later(() => import('./features/visual/VisualFilterPage.entrypoint.ts').then((module) => module.VisualFilterPageEntryPoint)),
  AdminNotificationsPage: later(() =>
    import('./features/admin-notifications/AdminNotificationsPage.entrypoint.ts').then((module) => module.AdminNotificationsPageEntryPoint),
  ),
  ChartGeneratorPage: lazyScreen('ChartGeneratorPage', () => import('./features/chart-generator/ChartGeneratorPage.tsx')),
  ContentPage: lazyScreen('ContentPage', () => import('./features/content/ContentPage.tsx')),
  InfoPage: lazyScreen('InfoPage', () => import('./features/content/InfoPage.tsx')),
} satisfies Record<ScreenName, RouteEntryPoint | LaterEntryPoint>;
