import { useIntl } from 'react-intl';
import { Icon } from '../../ui/index.ts';
import { articleMessages as m } from './messages.ts';

/**
 * The Atom feed of the blog or of a journal: a visible link for people, and the page's
 * `<link rel="alternate">` (React puts it into the head) for feed readers and browsers. The
 * server sends the same link in the page it serves at that address (server/modules/link-previews).
 */
export function FeedLink({ path, title }: { path: string; title: string }) {
  const intl = useIntl();
  return (
    <>
      <link rel="alternate" type="application/atom+xml" href={path} title={title} />
      {/* a plain link: the feed is the server's, not a screen of the app */}
      <a className="articles-feed" href={path} type="application/atom+xml">
        <Icon name="feed" size={18} />
        {intl.formatMessage(m.feed)}
      </a>
    </>
  );
}
