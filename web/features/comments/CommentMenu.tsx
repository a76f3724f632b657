import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import { IconButton } from '../../ui/index.ts';
import { commentMessages } from './messages.ts';

interface CommentMenuProps {
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** The comment menu (social-core §6): the creator edits and deletes, others report. */
export function CommentMenu({ canEdit, canDelete, canReport, onEdit, onDelete, onReport }: CommentMenuProps) {
  const intl = useIntl();
  const entries = [
    canEdit && { id: 'edit', label: formatToken(intl, 'EDIT_COMMENT'), run: onEdit },
    canDelete && { id: 'delete', label: formatToken(intl, 'DELETE_COMMENT'), run: onDelete },
    canReport && { id: 'report', label: formatToken(intl, 'REPORT_COMMENT'), run: onReport },
  ].filter((entry) => entry !== false);
  if (entries.length === 0) return null;
  return (
    <MenuTrigger>
      <IconButton icon="more" label={intl.formatMessage(commentMessages.actions)} />
      <Popover className="ui-popover" placement="bottom end" offset={4}>
        <Menu className="comments-menu" items={entries} onAction={(key) => entries.find((entry) => entry.id === key)?.run()}>
          {(entry) => (
            <MenuItem className="comments-menu__item" id={entry.id}>
              {entry.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
