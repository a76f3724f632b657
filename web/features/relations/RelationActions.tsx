import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { followAction, type RelationCommand, type RelationState } from '@domain/relations.ts';
import type { RelationActions_entity$key } from '../../__generated__/RelationActions_entity.graphql.ts';
import { Icon } from '../../ui/index.ts';
import { SendMessageLink } from '../messages/SendMessageLink.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { relationActionMessages, relationsMessages, relationStateMessages } from './messages.ts';
import { TextPromptDialog } from './TextPromptDialog.tsx';
import { useRelationCommand } from './useRelationCommand.ts';
import './relations.css';

export interface RelationActionsProps {
  entity: RelationActions_entity$key;
  /**
   * Called after the viewer left the entity, to reload the page's data (social-core §4: leaving
   * reloads the page). Without it the browser reloads the page.
   */
  onLeft?: () => void;
}

/** The states whose button names what the viewer can do at once; the others name the relation and open the menu. */
const PRIMARY_ACTION: Partial<Record<RelationState, RelationCommand>> = {
  NO_FRIEND: 'SEND_REQUEST',
  FRIEND_REQUEST_GOT: 'ACCEPT_REQUEST',
  NO_MEMBER: 'JOIN',
  JOIN_REQUEST_GOT: 'ACCEPT_REQUEST',
};

type Prompt = { kind: 'request' } | { kind: 'report'; action: RelationCommand } | null;

/**
 * The friend or membership button of a person's or entity's page (social-core §4): its text names
 * the viewer's state ('Küldj barátkérőt!', 'Barát', 'Tag', …); where the state has an obvious next
 * step the button takes it, and a menu lists every action the state allows, with following or
 * unfollowing (FOLLOWED / NOT_FOLLOWED). Hidden on one's own page; a guest gets a login prompt.
 */
export function RelationActions({ entity, onLeft }: RelationActionsProps) {
  const data = useFragment(
    graphql`
      fragment RelationActions_entity on Entity {
        id
        recId
        type
        displayName
        viewerRelation
        viewerActions
        viewerFollowState
        viewerCanMessage
      }
    `,
    entity,
  );
  const intl = useIntl();
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const run = useRelationCommand();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [busy, setBusy] = useState(false);

  if (viewer.isGuest) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <div className="relations-actions">
        <Button className="relations-button relations-button--primary" onPress={() => void navigate(`/?force_login=1&next=${next}`)}>
          {intl.formatMessage(relationsMessages.loginToConnect)}
        </Button>
      </div>
    );
  }
  const state = data.viewerRelation as RelationState;
  if (state === 'NO_RELATION' || viewer.entityId === data.recId) return null;

  const target = { id: data.id, recId: data.recId, type: data.type, displayName: data.displayName };
  const follow = followAction(data.viewerFollowState, state);
  const actions = [...(data.viewerActions as readonly RelationCommand[]), ...(follow ? [follow] : [])];
  const primary = PRIMARY_ACTION[state];

  /** Runs an action; sending a request and reporting first ask for their text (`text` is then the answer). */
  const perform = async (action: RelationCommand, text?: string) => {
    const report = action === 'REPORT_USER' || action === 'REPORT_ENTITY';
    if (action === 'SEND_REQUEST' && text === undefined) return setPrompt({ kind: 'request' });
    if (report && text === undefined) return setPrompt({ kind: 'report', action });
    setBusy(true);
    try {
      const outcome = await run(action, target, report ? { reason: text } : { message: text });
      if (outcome.ok && action === 'UNMEMBER') {
        if (onLeft) onLeft();
        else window.location.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const stateLabel = intl.formatMessage(relationStateMessages[state]);
  const menu = (trigger: React.ReactElement) => (
    <MenuTrigger>
      {trigger}
      <Popover placement="bottom end" offset={6} className="ui-popover">
        <Menu className="relations-menu" onAction={(key) => void perform(key as RelationCommand)} aria-label={intl.formatMessage(relationsMessages.moreActions)}>
          {actions.map((action) => (
            <MenuItem key={action} id={action} className="relations-menu__item">
              {intl.formatMessage(relationActionMessages[action])}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );

  return (
    <div className="relations-actions" data-state={state}>
      {primary && actions.includes(primary) ? (
        <>
          <Button className="relations-button relations-button--primary" isDisabled={busy} onPress={() => void perform(primary)}>
            {stateLabel}
          </Button>
          {menu(
            <Button className="relations-button relations-button--icon" aria-label={intl.formatMessage(relationsMessages.moreActions)} isDisabled={busy}>
              <Icon name="more" size={20} />
            </Button>,
          )}
        </>
      ) : (
        menu(
          <Button className="relations-button" isDisabled={busy}>
            {data.type === PERSON_ENTITY && state === 'FRIEND' && <Icon name="check" size={18} />}
            {stateLabel}
          </Button>,
        )
      )}
      {data.viewerCanMessage && <SendMessageLink toEntityId={data.recId} />}
      <TextPromptDialog
        isOpen={prompt?.kind === 'request'}
        title={intl.formatMessage(relationsMessages.requestTitle, { name: data.displayName })}
        label={intl.formatMessage(relationsMessages.requestMessage)}
        submitLabel={intl.formatMessage(relationsMessages.requestSend)}
        optional
        onCancel={() => setPrompt(null)}
        onSubmit={(message) => {
          setPrompt(null);
          void perform('SEND_REQUEST', message);
        }}
      />
      <TextPromptDialog
        isOpen={prompt?.kind === 'report'}
        title={intl.formatMessage(relationsMessages.reportTitle, { name: data.displayName })}
        label={intl.formatMessage(relationsMessages.reportReason)}
        submitLabel={intl.formatMessage(relationsMessages.reportSend)}
        onCancel={() => setPrompt(null)}
        onSubmit={(reason) => {
          const action = prompt?.kind === 'report' ? prompt.action : 'REPORT_USER';
          setPrompt(null);
          void perform(action, reason);
        }}
      />
    </div>
  );
}
