import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Spinner } from '../../ui/index.ts';
import { NewPostBar } from '../posts/NewPostBar.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { admitsToMembersArea } from '../site/site.ts';
import { SiteHome } from '../site/SiteHome.tsx';
import { useSite } from '../site/SiteProvider.tsx';
import { HomeTimeline } from './HomeTimeline.tsx';
import './HomePage.css';

/** The route component of `/`: the viewer's home timeline; on an entity's subdomain, the entity's page. */
const HomePage: RouteScreenComponent<{ main: HomePageQuery }> = ({ queries }) => {
  const viewer = useViewer();
  const site = useSite();
  // posting is a subdomain's members-only area (web/routes.ts)
  return (
    <div className="home-page">
      {!viewer.isGuest && admitsToMembersArea(viewer, site) && <NewPostBar displayName={viewer.displayName ?? ''} profileImageUrl={viewer.profileImageUrl} />}
      <Suspense
        fallback={
          <div className="home-page__loading">
            <Spinner size="large" />
          </div>
        }
      >
        <HomeContent query={queries.main} />
      </Suspense>
    </div>
  );
};
export default HomePage;

function HomeContent({ query }: { query: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query HomePageQuery($count: Int!) {
        site {
          entity {
            recId
          }
          ...SiteHome_site
        }
        ...HomeTimeline_query @arguments(count: $count)
      }
    `,
    query,
  );
  return data.site.entity ? <SiteHome site={data.site} /> : <HomeTimeline query={data} />;
}
