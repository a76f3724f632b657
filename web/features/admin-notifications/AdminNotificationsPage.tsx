import { useCallback, useId, useState, useTransition } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminNotificationsPage_overview$data, AdminNotificationsPage_overview$key } from '../../__generated__/AdminNotificationsPage_overview.graphql.ts';
import type { AdminNotificationsPageOverviewQuery } from '../../__generated__/AdminNotificationsPageOverviewQuery.graphql.ts';
import type { AdminNotificationsPageQuery } from '../../__generated__/AdminNotificationsPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { isNotificationKind } from '@domain/notification-kinds.ts';
import { notificationKindMessages } from '../profile-settings/messages.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { useNow } from '../timeline/use-now.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { adminNotificationsMessages as m, audienceMessages } from './messages.ts';
import { byChannel, type ChannelTotals, DEFAULT_DAYS, PERIODS } from './periods.ts';
import './admin-notifications.css';

const pageQuery = graphql`
  query AdminNotificationsPageQuery($days: Int!, $minRole: Role!) {
    ...AdminNotificationsPage_overview @arguments(days: $days)
    ...AnnouncementForm_audience @arguments(minRole: $minRole)
  }
`;

const overviewFragment = graphql`
  fragment AdminNotificationsPage_overview on Query @refetchable(queryName: "AdminNotificationsPageOverviewQuery") @argumentDefinitions(days: { type: "Int!" }) {
    notificationOverview(days: $days) {
      days
      deliveries {
        channel
        kind
        sent
        failed
      }
      mailQueue {
        waiting
        pending
        failed
      }
      failedMails {
        recId
        cadence
        error
        attempts
        noticeCount
        createdAt
        recipientRecId
        recipientName
      }
      announcements {
        recId
        text
        url
        minRole
        recipientCount
        createdAt
        authorRecId
        authorName
      }
    }
  }
`;

type Overview = AdminNotificationsPage_overview$data['notificationOverview'];

/** The route component of `/admin/notification/` (site admins): what the channels sent, sending an announcement, the announcements sent. */
const AdminNotificationsPage: RouteScreenComponent<{ main: AdminNotificationsPageQuery }> = ({ queries }) => (
  <PartTexts part="admin">
    <RouteScreen className="admin-notifications">
      <Content query={queries.main} />
    </RouteScreen>
  </PartTexts>
);
export default AdminNotificationsPage;

function Content({ query }: { query: PreloadedQuery<AdminNotificationsPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(pageQuery, query);
  const [{ notificationOverview: overview }, refetch] = useRefetchableFragment<AdminNotificationsPageOverviewQuery, AdminNotificationsPage_overview$key>(
    overviewFragment,
    data,
  );
  const [days, setDays] = useState(overview.days || DEFAULT_DAYS);
  const [loading, startLoading] = useTransition();
  const load = useCallback(
    (next: number) => {
      setDays(next);
      startLoading(() => {
        refetch({ days: next }, { fetchPolicy: 'network-only' });
      });
    },
    [refetch],
  );
  const ids = { sent: useId(), compose: useId(), announcements: useId() };

  return (
    <>
      <h1 className="admin-notifications__title">{intl.formatMessage(m.title)}</h1>
      <section className="admin-notifications__section" aria-labelledby={ids.sent}>
        <h2 id={ids.sent} className="admin-notifications__heading">
          {intl.formatMessage(m.sentHeading)}
        </h2>
        <ToggleButtonGroup
          className="admin-notifications__periods"
          aria-label={intl.formatMessage(m.period)}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(days)]}
          onSelectionChange={(keys) => {
            const next = Number([...keys][0]);
            if (next && next !== days) load(next);
          }}
        >
          {PERIODS.map((period) => (
            <ToggleButton key={period} id={String(period)} className="admin-notifications__period">
              {intl.formatMessage(m.periodDays, { days: period })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <div className="admin-notifications__overview" aria-busy={loading} data-testid="admin-notifications-overview">
          <Deliveries deliveries={overview.deliveries} />
          <MailQueue overview={overview} />
          <FailedMails mails={overview.failedMails} />
        </div>
      </section>
      <section className="admin-notifications__section" aria-labelledby={ids.compose}>
        <h2 id={ids.compose} className="admin-notifications__heading">
          {intl.formatMessage(m.composeHeading)}
        </h2>
        <AnnouncementForm query={data} onSent={() => load(days)} />
      </section>
      <section className="admin-notifications__section" aria-labelledby={ids.announcements}>
        <h2 id={ids.announcements} className="admin-notifications__heading">
          {intl.formatMessage(m.announcements)}
        </h2>
        <Announcements announcements={overview.announcements} />
      </section>
    </>
  );
}

/** A table per channel; one line when nothing went out on any. */
function Deliveries({ deliveries }: { deliveries: Overview['deliveries'] }) {
  const intl = useIntl();
  const channels = byChannel(deliveries);
  if (channels.every((channel) => channel.rows.length === 0)) {
    return <p className="admin-notifications__card admin-notifications__empty">{intl.formatMessage(m.nothingSent)}</p>;
  }
  return channels.map((channel) => <ChannelTable key={channel.channel} totals={channel} />);
}

function ChannelTable({ totals }: { totals: ChannelTotals }) {
  const intl = useIntl();
  const id = useId();
  const kindName = (kind: string) => intl.formatMessage(isNotificationKind(kind) ? notificationKindMessages[kind] : m.otherKind);
  return (
    <section className="admin-notifications__card" aria-labelledby={id} data-channel={totals.channel}>
      <h3 id={id} className="admin-notifications__subheading">
        {intl.formatMessage(m[`channel${totals.channel}`])}
      </h3>
      {totals.rows.length === 0 ? (
        <p className="admin-notifications__empty">{intl.formatMessage(m.channelEmpty)}</p>
      ) : (
        <table className="admin-notifications__table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.kind)}</th>
              <th scope="col">{intl.formatMessage(m.sent)}</th>
              <th scope="col">{intl.formatMessage(m.failed)}</th>
            </tr>
          </thead>
          <tbody>
            {totals.rows.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{kindName(row.kind)}</th>
                <td>{intl.formatNumber(row.sent)}</td>
                <td className={row.failed ? 'admin-notifications__failed' : undefined}>{intl.formatNumber(row.failed)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(m.total)}</th>
              <td>{intl.formatNumber(totals.sent)}</td>
              <td className={totals.failed ? 'admin-notifications__failed' : undefined}>{intl.formatNumber(totals.failed)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

function MailQueue({ overview }: { overview: Overview }) {
  const intl = useIntl();
  const id = useId();
  const figures = [
    [m.queueWaiting, overview.mailQueue.waiting],
    [m.queuePending, overview.mailQueue.pending],
    [m.queueFailed, overview.mailQueue.failed],
  ] as const;
  return (
    <section className="admin-notifications__card" aria-labelledby={id}>
      <h3 id={id} className="admin-notifications__subheading">
        {intl.formatMessage(m.mailQueue)}
      </h3>
      <dl className="admin-notifications__queue">
        {figures.map(([label, value]) => (
          <div key={label.id} className="admin-notifications__figure">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{intl.formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const CADENCES = { IMMEDIATELY: m.cadenceIMMEDIATELY, DAILY: m.cadenceDAILY, WEEKLY: m.cadenceWEEKLY } as const;

function FailedMails({ mails }: { mails: Overview['failedMails'] }) {
  const intl = useIntl();
  const now = useNow();
  const id = useId();
  return (
    <section className="admin-notifications__card" aria-labelledby={id}>
      <h3 id={id} className="admin-notifications__subheading">
        {intl.formatMessage(m.failedMails)}
      </h3>
      {mails.length === 0 ? (
        <p className="admin-notifications__empty">{intl.formatMessage(m.failedMailsEmpty)}</p>
      ) : (
        <ul className="admin-notifications__list">
          {mails.map((mail) => {
            const at = new Date(mail.createdAt);
            const cadence = Object.hasOwn(CADENCES, mail.cadence) ? intl.formatMessage(CADENCES[mail.cadence as keyof typeof CADENCES]) : mail.cadence;
            return (
              <li key={mail.recId} className="admin-notifications__item">
                <div className="admin-notifications__line">
                  <Link to={`/people/${mail.recipientRecId}`}>{mail.recipientName}</Link>
                  <time className="admin-notifications__muted" dateTime={at.toISOString()}>
                    {formatRelativeTime(intl, describeRelativeTime(at, now))}
                  </time>
                </div>
                <p className="admin-notifications__reason">{mail.error || intl.formatMessage(m.noReason)}</p>
                <p className="admin-notifications__muted">
                  {cadence} · {intl.formatMessage(m.attempts, { count: mail.attempts, notices: mail.noticeCount })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Announcements({ announcements }: { announcements: Overview['announcements'] }) {
  const intl = useIntl();
  const now = useNow();
  if (announcements.length === 0) return <p className="admin-notifications__empty">{intl.formatMessage(m.announcementsEmpty)}</p>;
  return (
    <ul className="admin-notifications__list" data-testid="admin-announcements">
      {announcements.map((announcement) => {
        const at = new Date(announcement.createdAt);
        const audience = Object.hasOwn(audienceMessages, announcement.minRole)
          ? intl.formatMessage(audienceMessages[announcement.minRole as keyof typeof audienceMessages])
          : announcement.minRole;
        return (
          <li key={announcement.recId} className="admin-notifications__item admin-notifications__card">
            <p className="admin-notifications__text">{announcement.text}</p>
            {announcement.url && (
              <p>
                <Link to={announcement.url}>{announcement.url}</Link>
              </p>
            )}
            <p className="admin-notifications__muted">{intl.formatMessage(m.announcementMeta, { audience, count: announcement.recipientCount })}</p>
            <div className="admin-notifications__line admin-notifications__muted">
              <Link to={`/people/${announcement.authorRecId}`}>{announcement.authorName}</Link>
              <time dateTime={at.toISOString()}>{formatRelativeTime(intl, describeRelativeTime(at, now))}</time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
