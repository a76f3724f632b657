import type { RoleName } from '@domain/roles.ts';

export type Display = 'page' | 'popup';

interface RouteShape<Screen extends string> {
  path: string;
  display: Display;
  /** a guest is sent to /?force_login=1 (and back here after logging in) */
  forceLogin?: boolean;
  /** the lowest role that may open it */
  minRole?: RoleName;
  /** `?_display_as=` variants and the lowest role that may open each (a guest is sent to log in) */
  displayAs?: Record<string, RoleName>;
  /**
   * on an entity's subdomain only its members (and site ADMINs) may open it; others get the
   * 'OnlyMember area' alert (social-core §6). The server refuses these routes' writes the same way
   * (server/modules/subdomains/members-only.ts): contributing on a subdomain (recording, posting,
   * writing messages) is its members'; reading stays open, as the subdomain shows the entity to all.
   */
  membersOnly?: boolean;
  /** on an entity's subdomain it shows the entity's records unless `?entity=` says otherwise (the guard puts it in the URL) */
  siteEntity?: boolean;
  /** the title's geo filter narrows it: arriving without `?geo=`, the viewer's saved filter is put in the URL first (route-guard.ts) */
  geoFiltered?: boolean;
  /** the screen's name in SCREENS (screens.ts); routes whose issue has not landed yet show the "coming soon" screen */
  screen?: Screen;
}

type RouteExtra<Screen extends string> = Omit<RouteShape<Screen>, 'path' | 'display'>;

const page = <Screen extends string = never>(path: string, extra: RouteExtra<Screen> = {}): RouteShape<Screen> => ({ path, display: 'page', ...extra });
const popup = <Screen extends string = never>(path: string, extra: RouteExtra<Screen> = {}): RouteShape<Screen> => ({ path, display: 'popup', ...extra });
const login = { forceLogin: true } as const;
const members = { forceLogin: true, membersOnly: true } as const;
const admin = { forceLogin: true, minRole: 'ADMIN' } as const;
/** validators: site moderators and admins */
const validator = { forceLogin: true, minRole: 'MODERATOR' } as const;

const TABLE = [
  page('/', { screen: 'HomePage' }),
  page('/home2/', { screen: 'HomePage' }),
  // ours: the search screen (`?q=`), opened from the header
  page('/search/', { screen: 'SearchPage' }),

  // species
  page('/species/', { screen: 'SpeciesListPage' }),
  page('/species/import/', { screen: 'SpeciesImportPage' }),
  popup('/species/edit/:recId', { ...admin, screen: 'SpeciesEditPopup' }),
  popup('/species/edit/popup/:recId', { ...admin, screen: 'SpeciesEditPopup' }),
  popup('/species/:recIdOrUri', { screen: 'SpeciesPopup' }),

  // media
  page('/media/', { screen: 'MediaListPage' }),
  page('/media/photos/*', { screen: 'MediaListPage' }),
  page('/media/edit/:recId', { ...login, screen: 'MediaEditPage' }),
  popup('/media/list/', { ...login, screen: 'MediaListPopup' }),
  popup('/my/media/list/', { ...login, screen: 'MyMediaListPopup' }),
  page('/media/info/view/', { ...login, screen: 'MediaInfoViewPage' }),
  page('/media/info/view/:id', { screen: 'MediaInfoViewPage' }),
  popup('/media/info/edit/', { ...login, screen: 'MediaInfoBatchPopup' }),
  popup('/media/info/edit/:id', { ...login, screen: 'MediaInfoEditPopup' }),
  page('/media/:recId', { screen: 'MediaViewPage' }),
  popup('/attachment/browser_popup/', { ...login, screen: 'AttachmentBrowserPopup' }),
  popup('/mediainfo_edit/', { ...login, screen: 'MediaInfoBatchPopup' }),
  page('/image/edit/:dbkey', { ...login, screen: 'ImageEditPage' }),

  // blog, stories, info, content
  page('/blog/', { screen: 'ArticleListPage' }),
  // ours: where editors write the blog (recording §1: EDITOR and above)
  page('/blog/edit/:recId', { forceLogin: true, minRole: 'EDITOR', screen: 'ArticleEditPage' }),
  popup('/blog/:recId', { screen: 'ArticlePage' }),
  page('/story/', { screen: 'ArticleListPage' }),
  popup('/story/edit/:recId', { ...login, screen: 'ArticleEditPage' }),
  popup('/story/:recId', { screen: 'ArticlePage' }),
  page('/info/', { screen: 'InfoPage' }),
  popup('/info/popup/:pageUrl', { screen: 'ContentPage' }),
  page('/info/:pageUrl', { screen: 'ContentPage' }),
  page('/content/privacy', { screen: 'ContentPage' }),
  page('/content/:identifier', { screen: 'ContentPage' }),
  page('/password/restore', { screen: 'PasswordRestorePage' }),
  // recording §2 names it an admin route; everybody plays the published quizzes (issue 21), editors and admins build them there
  page('/quiz/species', { screen: 'QuizPage' }),
  page('/bibliography/:id', { screen: 'BibliographyPage' }),

  // observations
  page('/observation/', { geoFiltered: true, siteEntity: true, screen: 'ObservationMapPage' }),
  page('/observation/map/', { geoFiltered: true, siteEntity: true, screen: 'ObservationMapPage' }),
  page('/observation/map/animate/', { geoFiltered: true, screen: 'ObservationMapAnimatePage' }),
  page('/observation/chart/', { geoFiltered: true, displayAs: { chart: 'ADMIN' }, screen: 'ObservationChartPage' }),
  popup('/observation/map/grid/:gridType/:gridId/:type/', { screen: 'GridCellPopup' }),
  page('/observation/list/', { geoFiltered: true, siteEntity: true, screen: 'ObservationListPage' }),
  page('/observation/list/*', { geoFiltered: true, screen: 'ObservationListPage' }),
  page('/observation/review/', { ...validator, screen: 'ReviewQueuePage' }),
  popup('/observation/review/comment/:id', { ...login, screen: 'ReviewCommentPopup' }),
  popup('/observation/review/:recId', { ...validator, screen: 'ReviewItemPopup' }),
  popup('/observation/:recId', { screen: 'ObservationViewPopup' }),
  page('/my/observation/', { ...login, screen: 'ObservationListMyPage' }),
  page('/my/observation/add/', { ...members, screen: 'ObservationFormPage' }),
  page('/my/observation/import/', { ...members, screen: 'ObservationImportPage' }),
  popup('/my/observation/edit/:recId', { ...login, screen: 'ObservationFormEditPopup' }),
  page('/my/observation/:recId/', { ...login, screen: 'ObservationViewPage' }),
  popup('/my/location/', { ...login, screen: 'SavedLocationsPopup' }),
  page('/my/location/history/', { ...login, screen: 'SavedLocationsHistoryPage' }),
  page('/map/get_position_1/', { ...login, screen: 'MapPickerPage' }),
  page('/map/display_position/', { screen: 'MapPickerDisplayPage' }),
  page('/map/get_geojson/', { ...login, screen: 'GeoJsonPage' }),
  page('/my/sample/', { ...admin, screen: 'SampleListPage' }),
  page('/my/sample/add/', { ...admin, screen: 'SampleFormPage' }),
  page('/my/sample/error/list/', { ...admin, screen: 'SampleErrorListPage' }),
  page('/my/sample/edit/:recId', { ...admin, screen: 'SampleFormPage' }),
  page('/my/sample/:recId/', { ...admin, screen: 'SamplePage' }),
  page('/visual/', { screen: 'VisualPage' }),
  page('/visual/filter/', { screen: 'VisualFilterPage' }),

  // community, entities, posts
  page('/entity/', { geoFiltered: true, screen: 'CommunityPage' }),
  page('/entity/edit/', { ...login, screen: 'EntityEditPage' }),
  page('/entity/edit/:id', { ...login, screen: 'EntityEditPage' }),
  page('/entity/edit/:id/settings', { ...login, screen: 'EntitySettingsPage' }),
  popup('/entity/popup/:id', { screen: 'EntityPopup' }),
  page('/entity/post/edit/:id', { ...login, screen: 'PostEditPage' }),
  page('/entity/post/:postId', { screen: 'PostPage' }),
  page('/entity/:id', { screen: 'EntityPage' }),
  popup('/entity/:id/popover', { screen: 'EntityPopup' }),
  page('/entity/:id/media/', { screen: 'MediaListPage' }),
  page('/entity/:id/journal/', { screen: 'JournalPage' }),
  // ours: where a journal's keepers write its entries
  page('/entity/:id/journal/edit/:recId', { ...login, screen: 'ArticleEditPage' }),
  page('/entity/:id/chart/', { screen: 'EntityChartPage' }),
  page('/entity/:id/relation/:relType', { screen: 'RelationListPage' }),
  page('/entity/:id/post/', { ...members, screen: 'PostEditPage' }),
  popup('/entity_relation_list_popup/:id', { screen: 'RelationListPopup' }),
  page('/post/edit/', { ...members, screen: 'PostEditPage' }),
  page('/post/edit/:postId', { ...login, screen: 'PostEditPage' }),
  page('/note/edit/:id', { ...login, screen: 'PostEditPage' }),
  page('/mood/edit/:id', { ...login, screen: 'PostEditPage' }),
  page('/lesson/edit/:id', { ...login, screen: 'PostEditPage' }),
  page('/solution/edit/:lessonId/:id', { ...login, screen: 'PostEditPage' }),
  page('/people/:id', { screen: 'EntityPage' }),
  page('/collection/', { screen: 'CollectionListPage' }),
  page('/collection/:id', { screen: 'CollectionPage' }),
  page('/collection/:id/item/edit/', { ...login, screen: 'CollectionEditPage' }),

  // profile, notifications, messages
  page('/profile/', { ...login, screen: 'ProfilePage' }),
  page('/profile/edit/', { ...login, screen: 'ProfileEditPage' }),
  page('/profile/email/confirm/:token', { screen: 'EmailConfirmPage' }),
  page('/profile/image/', { ...login, screen: 'ProfileImagePage' }),
  page('/profile/account/', { ...login, screen: 'AccountPage' }),
  page('/profile/settings/', { ...login, screen: 'ProfileSettingsPage' }),
  page('/profile/featured/media/edit/', { ...login, screen: 'FeaturedMediaEditPage' }),
  popup('/notification/', { ...login, screen: 'NotificationsPopup' }),
  popup('/message/', { ...login, screen: 'MessagesPopup' }),
  page('/message/board/', { ...login, screen: 'ConversationsPage' }),
  page('/message/board/:id', { ...login, screen: 'ConversationPage' }),
  page('/message/send/:toEntityId', { ...members, screen: 'MessageComposePage' }),
  page('/message/:id', { ...login, screen: 'MessagePage' }),

  // administration
  page('/admin/content/', { ...admin, screen: 'ArticleListPage' }),
  page('/admin/content/edit/:id', { ...admin, screen: 'ArticleEditPage' }),
  // the dispute queue is the moderators' work (social-core §6), admins' too
  page('/admin/dispute/', { ...validator, screen: 'DisputesPage' }),
  // media review (issue 21 part 4): new, reported and hidden media, moderators' and admins'
  page('/admin/media/review/', { ...validator, screen: 'MediaReviewPage' }),
  page('/admin/message/', { ...admin, screen: 'AdminMessagePage' }),
  page('/admin/notification/', { ...admin, screen: 'AdminNotificationsPage' }),
  // ours (issue 21 part 9): the audit log, for moderators and admins
  page('/admin/audit/', { ...validator, screen: 'AuditLogPage' }),
  // ours (issue 21 part 3): people and roles, for moderators and admins; the id is the person's entity id
  page('/admin/user/', { ...validator, screen: 'UsersPage' }),
  page('/admin/user/:id', { ...validator, screen: 'UserPage' }),
  // ours (issue 21 part 5): the entry rules and the validators' assignments, for admins
  page('/admin/review/rules/', { ...admin, screen: 'ReviewRulesPage' }),
  page('/admin/chart/generate/', { ...admin, screen: 'ChartGeneratorPage' }),
  // issue 21 part 2: entity administration; editing is the entity's own edit screen, which a site ADMIN may use on any entity
  page('/admin/entity/list/', { ...admin, screen: 'EntitiesAdminPage' }),
  page('/admin/entity/settings/:id', { ...admin, screen: 'EntityAdminPage' }),
  page('/admin/entity/edit/:id', { ...admin, screen: 'EntityEditPage' }),
  // the rich-text editor's file picker: every writer's, over their own images
  popup('/admin/pages/_tinyMceFileBrowser.html', { ...login, screen: 'FileBrowserPage' }),
];

/** The screens the route table names; screens.ts holds their code, so this table stays free of imports of the screens. */
export type ScreenName = NonNullable<(typeof TABLE)[number]['screen']>;
export type RouteDef = RouteShape<ScreenName>;

/** The route table of social-core §2 and recording §2 (react-router path syntax). */
export const ROUTES: readonly RouteDef[] = TABLE;
