import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, IEnvironment } from 'relay-runtime';
import type { ViewerProviderCountsSubscription } from '../../__generated__/ViewerProviderCountsSubscription.graphql.ts';
import type { ViewerProviderQuery, ViewerProviderQuery$data } from '../../__generated__/ViewerProviderQuery.graphql.ts';
import { preloadLanguage, useLocale } from '../../i18n/LocaleProvider.tsx';
import { checkFrontendVersion } from '../../pwa/index.ts';
import { ConsentGate } from '../consent/ConsentGate.tsx';
import { SiteProvider } from '../site/SiteProvider.tsx';
import type { RoleName } from '@domain/roles.ts';
import { useSession } from './SessionProvider.tsx';
import { stateChangeCode, type ViewerSnapshot } from './state-change.ts';

// Runs only after a login, showing nothing: a guest's first load is without it.
const PushTokenCheck = lazy(() => import('../push/PushTokenCheck.tsx').then((module) => ({ default: module.PushTokenCheck })));

/** State reload interval of social-core §9: the user state is refreshed every 60 s. */
export const STATE_RELOAD_INTERVAL_MS = 60_000;

export type ViewerState = ViewerProviderQuery$data['viewer'] & { role: RoleName; isGuest: boolean };

const ViewerContext = createContext<ViewerState | null>(null);

const viewerQuery = graphql`
  query ViewerProviderQuery {
    viewer {
      role
      userId
      entityId
      displayName
      language
      profileImageUrl
      memberArray
      groups {
        recId
        name
      }
      notificationCount
      messageCount
      frontendVersion
      geoFilter
      twoFactorSetupRequired
      can {
        validate
        editSpecies
      }
    }
    ...SiteProvider_query
  }
`;

const countsSubscription = graphql`
  subscription ViewerProviderCountsSubscription {
    viewerCounts {
      notificationCount
      messageCount
    }
  }
`;

function LiveBadgeCounts() {
  const config = useMemo<GraphQLSubscriptionConfig<ViewerProviderCountsSubscription>>(
    () => ({
      subscription: countsSubscription,
      variables: {},
      updater: (store) => {
        const counts = store.getRootField('viewerCounts');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (!counts || !viewer) return;
        viewer.setValue(counts.getValue('notificationCount'), 'notificationCount');
        viewer.setValue(counts.getValue('messageCount'), 'messageCount');
      },
    }),
    [],
  );
  useSubscription(config);
  return null;
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ViewerProviderQuery>(viewerQuery, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  const { viewer } = data;
  const { setLanguage } = useLocale();

  useEffect(() => {
    const timer = setInterval(() => setFetchKey((key) => key + 1), STATE_RELOAD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  // The state-change check (social-core §4): a new login is followed by the push-token and consent
  // checks; a logout the periodic check finds (the session expired or ended elsewhere) reloads the
  // page. A logout from this app has already started a new session (another environment) instead.
  const environment = useRelayEnvironment();
  const { setSignedIn } = useSession();
  const previous = useRef<{ viewer: ViewerSnapshot; environment: IEnvironment } | null>(null);
  const [consentCheck, setConsentCheck] = useState(0);
  useEffect(() => {
    const before = previous.current;
    previous.current = { viewer, environment };
    setSignedIn(viewer.userId !== null);
    const code = stateChangeCode(before?.viewer ?? null, viewer);
    if (code === 2) setConsentCheck((check) => check + 1);
    if (code === 3 && before?.environment === environment) window.location.reload();
  }, [viewer, environment, setSignedIn]);

  useEffect(() => {
    void checkFrontendVersion(viewer.frontendVersion);
  }, [viewer.frontendVersion]);

  // A signed-in user's UI speaks the account's language: it wins over the device's (a guest's choice
  // or another account's) at login and whenever the account's language changes elsewhere. A choice
  // made here is saved to the account first (LanguagePicker), so it never fights this.
  const accountLanguage = viewer.userId === null ? null : viewer.language;
  // Its texts start loading with the viewer, so that they are there when the new session shows.
  if (accountLanguage !== null) preloadLanguage(accountLanguage);
  useEffect(() => {
    if (accountLanguage !== null) setLanguage(accountLanguage);
  }, [viewer.userId, accountLanguage, setLanguage]);

  const state = useMemo<ViewerState>(() => ({ ...viewer, role: viewer.role as RoleName, isGuest: viewer.role === 'GUEST' }), [viewer]);
  return (
    <ViewerContext.Provider value={state}>
      {!state.isGuest && <LiveBadgeCounts />}
      {!state.isGuest && consentCheck > 0 && <ConsentGate checkKey={consentCheck} />}
      {!state.isGuest && consentCheck > 0 && (
        <Suspense fallback={null}>
          <PushTokenCheck checkKey={consentCheck} />
        </Suspense>
      )}
      <SiteProvider query={data}>{children}</SiteProvider>
    </ViewerContext.Provider>
  );
}

export function useViewer(): ViewerState {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer needs a ViewerProvider');
  return viewer;
}
