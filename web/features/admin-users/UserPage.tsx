import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { Role, UserPageQuery } from '../../__generated__/UserPageQuery.graphql.ts';
import type { UserPageLiftMutation } from '../../__generated__/UserPageLiftMutation.graphql.ts';
import type { UserPageRoleMutation } from '../../__generated__/UserPageRoleMutation.graphql.ts';
import type { UserPageSuspendMutation } from '../../__generated__/UserPageSuspendMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { adminUsersMessages as m, roleName, sanctionKindName } from './messages.ts';
import { rateText } from './UsersPage.tsx';
import './admin-users.css';

/** `/admin/user/:id` (moderators and admins; the id is the person's ENTITY id): one account, its role, suspension, sanctions and reports. */
export default function UserPage() {
  return (
    <PartTexts part="adminUsers">
      <RouteScreen className="admin-users">
        <UserScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function UserScreen() {
  const intl = useIntl();
  const entityId = Number(useParams().id) || 0;
  const [fetchKey, setFetchKey] = useState(0);
  const { adminPerson: person } = useLazyLoadQuery<UserPageQuery>(
    graphql`
      query UserPageQuery($entityId: Int!) {
        adminPerson(entityId: $entityId) {
          entityId
          displayName
          email
          username
          role
          status
          createdAt
          suspended
          suspendedUntil
          assignableRoles
          viewerCanSuspend
          records {
            accepted
            rejected
            pending
            acceptanceRate
          }
          sanctions {
            recId
            kind
            reason
            createdAt
            until
            liftedAt
            byName
            liftedByName
          }
          reports {
            recId
            reason
            status
            createdAt
            reporterName
          }
        }
      }
    `,
    { entityId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const refresh = () => setFetchKey((key) => key + 1);
  if (!person) return <p className="admin-users__empty">{intl.formatMessage(m.notFound)}</p>;
  const date = (value: unknown) => intl.formatDate(new Date(String(value)), { dateStyle: 'medium' });
  const dateTime = (value: unknown) => intl.formatDate(new Date(String(value)), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Link to="/admin/user/">← {intl.formatMessage(m.back)}</Link>
      <h1 data-testid="user-name">{person.displayName}</h1>
      <dl className="admin-users__facts">
        <dt>{intl.formatMessage(m.role)}</dt>
        <dd data-testid="user-role">{intl.formatMessage(roleName(person.role))}</dd>
        <dt>{intl.formatMessage(m.status)}</dt>
        <dd data-testid="user-status">
          {person.suspended
            ? person.suspendedUntil
              ? intl.formatMessage(m.suspendedUntil, { until: dateTime(person.suspendedUntil) })
              : intl.formatMessage(m.suspendedIndefinitely)
            : intl.formatMessage(person.status > 0 ? m.statusActive : m.statusInactive)}
        </dd>
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd>{person.email}</dd>
        {person.username && (
          <>
            <dt>{intl.formatMessage(m.username)}</dt>
            <dd>{person.username}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.since)}</dt>
        <dd>{date(person.createdAt)}</dd>
        <dt>{intl.formatMessage(m.records)}</dt>
        <dd>
          {intl.formatMessage(m.figures, { accepted: person.records.accepted, rejected: person.records.rejected, rate: rateText(intl, person.records.acceptanceRate) })}
        </dd>
      </dl>
      <Link to={`/profile/${person.entityId}`}>{intl.formatMessage(m.profile)}</Link>
      <RoleForm person={person} onDone={refresh} />
      <SuspensionForm person={person} onDone={refresh} />
      <section className="admin-users__card">
        <h2>{intl.formatMessage(m.sanctions)}</h2>
        {person.sanctions.length === 0 ? (
          <p className="admin-users__muted">{intl.formatMessage(m.noSanctions)}</p>
        ) : (
          <ul className="admin-users__history" data-testid="user-sanctions">
            {person.sanctions.map((each) => (
              <li key={each.recId}>
                <strong>{intl.formatMessage(sanctionKindName(each.kind))}</strong> ·{' '}
                {intl.formatMessage(m.sanctionBy, { date: dateTime(each.createdAt), name: each.byName })}
                {each.kind === 'SUSPEND' && each.until && <> · {intl.formatMessage(m.sanctionUntil, { until: dateTime(each.until) })}</>}
                {each.liftedAt && <> · {intl.formatMessage(m.sanctionLifted, { name: each.liftedByName ?? '', date: dateTime(each.liftedAt) })}</>}
                <p className="admin-users__muted">{each.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-users__card">
        <h2>{intl.formatMessage(m.reports)}</h2>
        {person.reports.length === 0 ? (
          <p className="admin-users__muted">{intl.formatMessage(m.noReports)}</p>
        ) : (
          <ul className="admin-users__history">
            {person.reports.map((each) => (
              <li key={each.recId}>
                {each.reason}
                <p className="admin-users__muted">{intl.formatMessage(m.reportBy, { date: date(each.createdAt), name: each.reporterName, status: each.status })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

type Person = NonNullable<UserPageQuery['response']['adminPerson']>;

function useOutcome(onDone: () => void) {
  const intl = useIntl();
  const alert = useAlert();
  const toast = useToast();
  return (result: Parameters<typeof mutationError>[0], success: string) => {
    const error = mutationError(result);
    if (error) {
      void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.fields[0]?.code ?? error.code) });
      return;
    }
    toast(success, { kind: 'success' });
    onDone();
  };
}

function RoleForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const outcome = useOutcome(onDone);
  const [role, setRole] = useState<Role>(person.role);
  const [commit, saving] = useMutation<UserPageRoleMutation>(graphql`
    mutation UserPageRoleMutation($input: SetRoleInput!) {
      setRole(input: $input) {
        __typename
        ...mutationError_error
      }
    }
  `);
  if (!person.assignableRoles.length) return <p className="admin-users__muted">{intl.formatMessage(m.roleLocked)}</p>;
  const save = async () => {
    const confirmed = await confirm({ message: intl.formatMessage(m.roleConfirm, { name: person.displayName, role: intl.formatMessage(roleName(role)) }) });
    if (!confirmed) return;
    commit({
      variables: { input: { entityId: person.entityId, role: role as never } },
      onCompleted: ({ setRole: result }) => outcome(result, intl.formatMessage(m.roleChanged)),
      onError: (error) => void requestError(error),
    });
  };
  return (
    <form
      className="admin-users__form admin-users__card"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id}>{intl.formatMessage(m.role)}</label>
      <select id={id} value={role} onChange={(event) => setRole(event.target.value as Role)} data-testid="user-role-select">
        {person.assignableRoles.map((each) => (
          <option key={each} value={each}>
            {intl.formatMessage(roleName(each))}
          </option>
        ))}
      </select>
      <button type="submit" disabled={saving || role === person.role} data-testid="user-role-save">
        {intl.formatMessage(m.roleSave)}
      </button>
    </form>
  );
}

function SuspensionForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const intl = useIntl();
  const ids = { days: useId(), reason: useId() };
  const confirm = useConfirm();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const outcome = useOutcome(onDone);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [suspend, suspending] = useMutation<UserPageSuspendMutation>(graphql`
    mutation UserPageSuspendMutation($input: SuspendAccountInput!) {
      suspendAccount(input: $input) {
        __typename
        ...mutationError_error
      }
    }
  `);
  const [lift, lifting] = useMutation<UserPageLiftMutation>(graphql`
    mutation UserPageLiftMutation($input: LiftSuspensionInput!) {
      liftSuspension(input: $input) {
        __typename
        ...mutationError_error
      }
    }
  `);
  if (!person.viewerCanSuspend) return <p className="admin-users__muted">{intl.formatMessage(m.suspendLocked)}</p>;
  if (person.suspended) {
    return (
      <section className="admin-users__form admin-users__card">
        <h2>{intl.formatMessage(m.suspendSection)}</h2>
        <button
          type="button"
          disabled={lifting}
          data-testid="user-lift"
          onClick={() =>
            lift({
              variables: { input: { entityId: person.entityId } },
              onCompleted: ({ liftSuspension: result }) => outcome(result, intl.formatMessage(m.liftDone)),
              onError: (error) => void requestError(error),
            })
          }
        >
          {intl.formatMessage(m.lift)}
        </button>
      </section>
    );
  }
  const submit = async () => {
    if (!reason.trim()) return void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: intl.formatMessage(m.reasonRequired) });
    const confirmed = await confirm({ message: intl.formatMessage(m.suspendConfirm, { name: person.displayName }) });
    if (!confirmed) return;
    const count = Number(days);
    suspend({
      variables: { input: { entityId: person.entityId, days: days.trim() && Number.isFinite(count) ? Math.round(count) : null, reason: reason.trim() } },
      onCompleted: ({ suspendAccount: result }) => {
        outcome(result, intl.formatMessage(m.suspendDone));
        setReason('');
      },
      onError: (error) => void requestError(error),
    });
  };
  return (
    <form
      className="admin-users__form admin-users__card"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{intl.formatMessage(m.suspendSection)}</h2>
      <label htmlFor={ids.days}>{intl.formatMessage(m.days)}</label>
      <input id={ids.days} type="number" min={1} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} data-testid="user-days" />
      <label htmlFor={ids.reason}>{intl.formatMessage(m.reason)}</label>
      <textarea id={ids.reason} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="user-reason" />
      <button type="submit" disabled={suspending} data-testid="user-suspend">
        {intl.formatMessage(m.suspend)}
      </button>
    </form>
  );
}
