import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';

// Bundled with the app so /graphiql works without any CDN; the session cookie rides along.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
});

const defaultQuery = `# Lepke GraphQL API
{
  viewer {
    role
    displayName
    notificationCount
  }
  timeline(first: 5) {
    totalCount
    edges {
      node {
        title
        time
        owner { displayName }
      }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
