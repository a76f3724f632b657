import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteProvider_query$data, SiteProvider_query$key } from '../../__generated__/SiteProvider_query.graphql.ts';
import { MAIN_SITE, type SiteGuardState } from './site.ts';

export type SiteState = SiteGuardState & {
  subdomain: string | null;
  /** the host subdomains are under; null: subdomain mode is off (no PUBLIC_ORIGIN) */
  publicHost: string | null;
  /** the server's answer: the viewer gives entities their subdomains (site ADMINs) */
  canSetSubdomain: boolean;
  entity: SiteProvider_query$data['site']['entity'];
};

const SiteContext = createContext<SiteState>({ ...MAIN_SITE, subdomain: null, publicHost: null, canSetSubdomain: false, entity: null });

/**
 * The site the app was opened on (subdomain mode, social-core §1): an entity's subdomain ties the
 * app to it. Read with the viewer's state (ViewerProvider's query), so it is fresh with every reload of it.
 */
export function SiteProvider({ query, children }: { query: SiteProvider_query$key; children: ReactNode }) {
  const { site } = useFragment(
    graphql`
      fragment SiteProvider_query on Query {
        site {
          subdomain
          loginPath
          entity {
            recId
            displayName
            profileImageUrl
          }
          publicHost
          viewerCan {
            setSubdomain
          }
        }
      }
    `,
    query,
  );
  const state = useMemo<SiteState>(
    () => ({
      subdomain: site.subdomain ?? null,
      entity: site.entity,
      entityId: site.entity?.recId ?? null,
      loginPath: site.loginPath,
      publicHost: site.publicHost ?? null,
      canSetSubdomain: site.viewerCan.setSubdomain,
    }),
    [site],
  );
  return <SiteContext.Provider value={state}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteState {
  return useContext(SiteContext);
}
