import { useState } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import type { SessionsSection_viewer$data, SessionsSection_viewer$key } from '../../__generated__/SessionsSection_viewer.graphql.ts';
import type { SessionsSectionEndMutation } from '../../__generated__/SessionsSectionEndMutation.graphql.ts';
import type { SessionsSectionRefetchQuery } from '../../__generated__/SessionsSectionRefetchQuery.graphql.ts';
import type { SessionsSectionEndOthersMutation } from '../../__generated__/SessionsSectionEndOthersMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { sessionsMessages as m } from './messages.ts';
import './SessionsSection.css';

const viewerFragment = graphql`
  fragment SessionsSection_viewer on Viewer @refetchable(queryName: "SessionsSectionRefetchQuery") {
    sessions {
      id
      device {
        browser
        os
        type
      }
      ip
      lastSeenAt
      current
    }
  }
`;

const endMutation = graphql`
  mutation SessionsSectionEndMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      __typename
      ...mutationError_error
    }
  }
`;

const endOthersMutation = graphql`
  mutation SessionsSectionEndOthersMutation {
    endOtherSessions {
      __typename
      ... on EndOtherSessionsPayload {
        count
      }
      ...mutationError_error
    }
  }
`;

type Session = NonNullable<SessionsSection_viewer$data['sessions']>[number];

const DEVICE_TYPES = {
  DESKTOP: m.deviceDesktop,
  MOBILE: m.deviceMobile,
  TABLET: m.deviceTablet,
  TV: m.deviceTv,
  BOT: m.deviceBot,
} as const;

/** "Firefox 128 · Windows 10 · computer": what the user agent said, in the reader's words. */
function deviceName(intl: IntlShape, device: Session['device']): string {
  const type = intl.formatMessage(DEVICE_TYPES[device.type as keyof typeof DEVICE_TYPES] ?? m.deviceUnknown);
  return [device.browser ?? intl.formatMessage(m.unknownBrowser), device.os, type].filter(Boolean).join(' · ');
}

/** The account page's sessions: where the person is signed in, with "end" for each other one and for all others. */
export function SessionsSection({ viewer }: { viewer: SessionsSection_viewer$key }) {
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const showRequestError = useRequestErrorAlert();
  const [data, refetch] = useRefetchableFragment<SessionsSectionRefetchQuery, SessionsSection_viewer$key>(viewerFragment, viewer);
  const [commitEnd, ending] = useMutation<SessionsSectionEndMutation>(endMutation);
  const [commitEndOthers, endingOthers] = useMutation<SessionsSectionEndOthersMutation>(endOthersMutation);
  const [endingId, setEndingId] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  const refresh = () => refetch({}, { fetchPolicy: 'network-only' });
  const failed = (code: string) => void alert({ title: formatToken(intl, 'OPERATION_FAILED'), message: formatToken(intl, code) });

  const end = async (session: Session) => {
    const confirmed = await confirm({
      message: intl.formatMessage(m.endConfirm, { device: deviceName(intl, session.device) }),
      confirmLabel: intl.formatMessage(m.end),
      destructive: true,
    });
    if (!confirmed) return;
    setEndingId(session.id);
    commitEnd({
      variables: { input: { id: session.id } },
      onCompleted: ({ endSession: result }) => {
        setEndingId(null);
        const error = mutationError(result);
        // Not found: it ended meanwhile (it expired, or was ended elsewhere); the list shows it gone.
        if (error && error.code !== 'DATA_NOT_FOUND') return failed(error.code);
        if (!error) toast(intl.formatMessage(m.ended), { kind: 'success' });
        refresh();
      },
      onError: (error) => {
        setEndingId(null);
        void showRequestError(error);
      },
    });
  };

  const endOthers = async () => {
    const confirmed = await confirm({ message: intl.formatMessage(m.endOthersConfirm), confirmLabel: intl.formatMessage(m.endOthers), destructive: true });
    if (!confirmed) return;
    commitEndOthers({
      variables: {},
      onCompleted: ({ endOtherSessions: result }) => {
        const error = mutationError(result);
        if (error) return failed(error.code);
        toast(intl.formatMessage(m.endedOthers, { count: result.count ?? 0 }), { kind: 'success' });
        refresh();
      },
      onError: (error) => void showRequestError(error),
    });
  };

  const sessions = data.sessions;
  if (!sessions) return null;
  const others = sessions.filter((session) => !session.current);

  return (
    <section className="account-section sessions" aria-labelledby="sessions-heading" data-testid="sessions">
      <h2 id="sessions-heading" className="account-section__heading">
        {intl.formatMessage(m.sectionTitle)}
      </h2>
      <p className="account-section__hint">{intl.formatMessage(m.sectionHint)}</p>
      <ul className="sessions__list">
        {sessions.map((session) => {
          const device = deviceName(intl, session.device);
          const lastSeen = new Date(session.lastSeenAt);
          return (
            <li key={session.id} className="sessions__item">
              <div className="sessions__details">
                <span className="sessions__device">
                  {device}
                  {session.current && <span className="sessions__badge">{intl.formatMessage(m.current)}</span>}
                </span>
                <span className="sessions__meta">{session.ip ? intl.formatMessage(m.ip, { ip: session.ip }) : intl.formatMessage(m.noIp)}</span>
                <span className="sessions__meta">
                  {intl.formatMessage(m.lastSeen, {
                    time: <time dateTime={lastSeen.toISOString()}>{formatRelativeTime(intl, describeRelativeTime(lastSeen, now))}</time>,
                  })}
                </span>
              </div>
              {!session.current && (
                <Button
                  className="sessions__button"
                  aria-label={intl.formatMessage(m.endLabel, { device })}
                  isPending={ending && endingId === session.id}
                  isDisabled={ending}
                  onPress={() => void end(session)}
                >
                  {intl.formatMessage(m.end)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length ? (
        <Button className="sessions__button sessions__button--all" isPending={endingOthers} onPress={() => void endOthers()}>
          {intl.formatMessage(m.endOthers)}
        </Button>
      ) : (
        <p className="account-section__hint">{intl.formatMessage(m.onlyThis)}</p>
      )}
    </section>
  );
}
