import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RoleName } from './features/session/roles.ts';

export type Display = 'page' | 'popup';

export interface RouteDef {
  path: string;
  display: Display;
  /** a guest is sent to /?force_login=1 (and back here after logging in) */
  forceLogin?: boolean;
  /** the lowest role that may open it */
  minRole?: RoleName;
  /** the screen; routes whose issue has not landed yet show the "coming soon" screen */
  screen?: LazyExoticComponent<ComponentType>;
}

const HomePage = lazy(() => import('./features/home/HomePage.tsx'));
const ProfileSettingsPage = lazy(() => import('./features/profile-settings/ProfileSettingsPage.tsx'));
const NotificationsPopup = lazy(() => import('./features/notifications/NotificationsPopup.tsx'));
const RelationListPage = lazy(() => import('./features/relations/RelationListPage.tsx'));
const RelationListPopup = lazy(() => import('./features/relations/RelationListPopup.tsx'));
const PostEditPage = lazy(() => import('./features/posts/PostEditPage.tsx'));
const PostPage = lazy(() => import('./features/posts/PostPage.tsx'));

const SpeciesListPage = lazy(() => import('./features/species/SpeciesListPage.tsx'));
const SpeciesPopup = lazy(() => import('./features/species/SpeciesPopup.tsx'));
const SpeciesEditPopup = lazy(() => import('./features/species/SpeciesEditPopup.tsx'));

const CommunityPage = lazy(() => import('./features/entities/CommunityPage.tsx'));
const EntityPage = lazy(() => import('./features/entities/EntityPage.tsx'));
const EntityPopup = lazy(() => import('./features/entities/EntityPopup.tsx'));
const EntityEditPage = lazy(() => import('./features/entities/EntityEditPage.tsx'));
const EntitySettingsPage = lazy(() => import('./features/entities/EntitySettingsPage.tsx'));
const ProfilePage = lazy(() => import('./features/entities/ProfilePage.tsx'));

const ObservationListPage = lazy(() => import('./features/observations/ObservationListPage.tsx'));
const ObservationListMyPage = lazy(() => import('./features/observations/ObservationListMyPage.tsx'));
const ObservationViewPopup = lazy(() => import('./features/observations/ObservationViewPopup.tsx'));
const ObservationViewPage = lazy(() => import('./features/observations/ObservationViewPage.tsx'));
const ReviewQueuePage = lazy(() => import('./features/review/ReviewQueuePage.tsx'));
const ReviewItemPopup = lazy(() => import('./features/review/ReviewItemPopup.tsx'));
const ReviewCommentPopup = lazy(() => import('./features/review/ReviewCommentPopup.tsx'));
const SavedLocationsPopup = lazy(() => import('./features/saved-places/SavedLocationsPopup.tsx'));
const SavedLocationsHistoryPage = lazy(() => import('./features/saved-places/SavedLocationsHistoryPage.tsx'));
const ObservationFormPage = lazy(() => import('./features/observations/ObservationFormPage.tsx'));
const ObservationFormEditPopup = lazy(() => import('./features/observations/ObservationFormEditPopup.tsx'));
const MapPickerPage = lazy(() => import('./features/map-picker/MapPickerPage.tsx'));
const MapPickerDisplayPage = lazy(() => import('./features/map-picker/MapPickerDisplayPage.tsx'));
const MediaListPage = lazy(() => import('./features/media/MediaListPage.tsx'));
const MediaViewPage = lazy(() => import('./features/media/MediaViewPage.tsx'));
const MediaInfoEditPopup = lazy(() => import('./features/media/MediaInfoEditPopup.tsx'));
const MyMediaListPopup = lazy(() => import('./features/media/MyMediaListPopup.tsx'));
const ImageEditPage = lazy(() => import('./features/images/ImageEditPage.tsx'));
const ProfileImagePage = lazy(() => import('./features/images/ProfileImagePage.tsx'));
const MediaInfoViewPage = lazy(() => import('./features/media/MediaInfoViewPage.tsx'));
const MediaEditPage = lazy(() => import('./features/media/MediaEditPage.tsx'));
const MediaListPopup = lazy(() => import('./features/media/MediaListPopup.tsx'));
const AttachmentBrowserPopup = lazy(() => import('./features/media/AttachmentBrowserPopup.tsx'));
const FeaturedMediaEditPage = lazy(() => import('./features/media/FeaturedMediaEditPage.tsx'));
const VisualPage = lazy(() => import('./features/visual/VisualPage.tsx'));
const VisualFilterPage = lazy(() => import('./features/visual/VisualFilterPage.tsx'));
const PrivacyPolicyPage = lazy(() => import('./features/content/PrivacyPolicyPage.tsx'));

const page = (path: string, extra: Omit<RouteDef, 'path' | 'display'> = {}): RouteDef => ({ path, display: 'page', ...extra });
const popup = (path: string, extra: Omit<RouteDef, 'path' | 'display'> = {}): RouteDef => ({ path, display: 'popup', ...extra });
const login = { forceLogin: true } as const;
const admin = { forceLogin: true, minRole: 'ADMIN' } as const;
/** validators: site moderators and admins */
const validator = { forceLogin: true, minRole: 'MODERATOR' } as const;

/** The route table of social-core §2 and recording §2 (react-router path syntax). */
export const ROUTES: RouteDef[] = [
  page('/', { screen: HomePage }),
  page('/home2/', { screen: HomePage }),

  // species
  page('/species/', { screen: SpeciesListPage }),
  popup('/species/edit/:recId', { ...admin, screen: SpeciesEditPopup }),
  popup('/species/edit/popup/:recId', { ...admin, screen: SpeciesEditPopup }),
  popup('/species/:recIdOrUri', { screen: SpeciesPopup }),

  // media
  page('/media/', { screen: MediaListPage }),
  page('/media/photos/*', { screen: MediaListPage }),
  page('/media/edit/:recId', { ...login, screen: MediaEditPage }),
  popup('/media/list/', { ...login, screen: MediaListPopup }),
  popup('/my/media/list/', { ...login, screen: MyMediaListPopup }),
  page('/media/info/view/', { screen: MediaInfoViewPage }),
  page('/media/info/view/:id', { screen: MediaInfoViewPage }),
  popup('/media/info/edit/', login),
  popup('/media/info/edit/:id', { ...login, screen: MediaInfoEditPopup }),
  page('/media/:recId', { screen: MediaViewPage }),
  popup('/attachment/browser_popup/', { ...login, screen: AttachmentBrowserPopup }),
  popup('/mediainfo_edit/', login),
  page('/image/edit/:dbkey', { ...login, screen: ImageEditPage }),

  // blog, stories, info, content
  page('/blog/'),
  popup('/blog/:recId'),
  page('/story/'),
  popup('/story/edit/:recId', login),
  popup('/story/:recId'),
  page('/info/'),
  popup('/info/popup/:pageUrl'),
  page('/info/:pageUrl'),
  page('/content/privacy', { screen: PrivacyPolicyPage }),
  page('/content/:identifier'),
  page('/password/restore'),
  page('/quiz/species', admin),
  page('/bibliography/:id'),

  // observations
  page('/observation/'),
  page('/observation/map/'),
  page('/observation/map/animate/'),
  page('/observation/chart/'),
  popup('/observation/map/grid/:gridType/:gridId/:type/'),
  page('/observation/list/', { screen: ObservationListPage }),
  page('/observation/list/*', { screen: ObservationListPage }),
  page('/observation/review/', { ...validator, screen: ReviewQueuePage }),
  popup('/observation/review/comment/:id', { ...login, screen: ReviewCommentPopup }),
  popup('/observation/review/:recId', { ...validator, screen: ReviewItemPopup }),
  popup('/observation/:recId', { screen: ObservationViewPopup }),
  page('/my/observation/', { ...login, screen: ObservationListMyPage }),
  page('/my/observation/add/', { ...login, screen: ObservationFormPage }),
  popup('/my/observation/edit/:recId', { ...login, screen: ObservationFormEditPopup }),
  page('/my/observation/:recId/', { ...login, screen: ObservationViewPage }),
  popup('/my/location/', { ...login, screen: SavedLocationsPopup }),
  page('/my/location/history/', { ...login, screen: SavedLocationsHistoryPage }),
  page('/map/get_position_1/', { ...login, screen: MapPickerPage }),
  page('/map/display_position/', { screen: MapPickerDisplayPage }),
  page('/map/get_geojson/', login),
  page('/my/sample/', admin),
  page('/my/sample/add/', admin),
  page('/my/sample/error/list/', admin),
  page('/my/sample/edit/:recId', admin),
  page('/my/sample/:recId/', admin),
  page('/visual/', { screen: VisualPage }),
  page('/visual/filter/', { screen: VisualFilterPage }),

  // community, entities, posts
  page('/entity/', { screen: CommunityPage }),
  page('/entity/edit/', { ...login, screen: EntityEditPage }),
  page('/entity/edit/:id', { ...login, screen: EntityEditPage }),
  page('/entity/edit/:id/settings', { ...login, screen: EntitySettingsPage }),
  popup('/entity/popup/:id', { screen: EntityPopup }),
  page('/entity/post/edit/:id', { ...login, screen: PostEditPage }),
  page('/entity/post/:postId', { screen: PostPage }),
  page('/entity/:id', { screen: EntityPage }),
  popup('/entity/:id/popover', { screen: EntityPopup }),
  page('/entity/:id/media/', { screen: MediaListPage }),
  page('/entity/:id/journal/'),
  page('/entity/:id/chart/'),
  page('/entity/:id/relation/:relType', { screen: RelationListPage }),
  page('/entity/:id/post/', { ...login, screen: PostEditPage }),
  popup('/entity_relation_list_popup/:id', { screen: RelationListPopup }),
  page('/post/edit/', { ...login, screen: PostEditPage }),
  page('/post/edit/:postId', { ...login, screen: PostEditPage }),
  page('/note/edit/:id', { ...login, screen: PostEditPage }),
  page('/mood/edit/:id', { ...login, screen: PostEditPage }),
  page('/lesson/edit/:id', { ...login, screen: PostEditPage }),
  page('/solution/edit/:lessonId/:id', { ...login, screen: PostEditPage }),
  page('/people/:id', { screen: EntityPage }),
  page('/collection/'),
  page('/collection/:id'),
  page('/collection/:id/item/edit/', login),

  // profile, notifications, messages
  page('/profile/', { ...login, screen: ProfilePage }),
  page('/profile/edit/', login),
  page('/profile/image/', { ...login, screen: ProfileImagePage }),
  page('/profile/account/', login),
  page('/profile/settings/', { ...login, screen: ProfileSettingsPage }),
  page('/profile/featured/media/edit/', { ...login, screen: FeaturedMediaEditPage }),
  popup('/notification/', { ...login, screen: NotificationsPopup }),
  popup('/message/', login),
  page('/message/board/', login),
  page('/message/board/:id', login),
  page('/message/send/:toEntityId', login),
  page('/message/:id', login),

  // administration
  page('/admin/content/', admin),
  page('/admin/content/edit/:id', admin),
  page('/admin/dispute/', admin),
  page('/admin/message/', admin),
  page('/admin/notification/', admin),
  page('/admin/chart/generate/', admin),
  page('/admin/entity/list/', admin),
  page('/admin/entity/settings/:id', admin),
  page('/admin/entity/edit/:id', admin),
  page('/admin/media/review/', admin),
  page('/admin/pages/_tinyMceFileBrowser.html', admin),
];
