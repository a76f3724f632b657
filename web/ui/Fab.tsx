import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Icon, type IconName } from './Icon.tsx';
import './Fab.css';

export interface FabAction {
  key: string;
  label: string;
  icon?: IconName;
  onAction: () => void;
}

interface FabCommonProps {
  /** Accessible name of the button. */
  label: string;
  /** Defaults to `plus`. */
  icon?: IconName;
}

/** Either a single action (`onPress`) or a menu of `actions`. */
export type FabProps = FabCommonProps & ({ onPress: () => void; actions?: never } | { actions: readonly FabAction[]; onPress?: never });

/** The floating action button at the bottom right, above the safe area. */
export function Fab({ label, icon = 'plus', onPress, actions }: FabProps) {
  const button = (
    <Button aria-label={label} onPress={onPress} className="ui-fab">
      <Icon name={icon} size={26} />
    </Button>
  );
  if (!actions) return button;

  return (
    <MenuTrigger>
      {button}
      <Popover placement="top end" offset={12} className="ui-fab-menu">
        <Menu aria-label={label} className="ui-fab-menu__list">
          {actions.map((action) => (
            <MenuItem key={action.key} id={action.key} textValue={action.label} onAction={action.onAction} className="ui-fab-menu__item">
              {action.icon && <Icon name={action.icon} />}
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
