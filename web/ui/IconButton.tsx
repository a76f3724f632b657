import { Button, type ButtonProps } from 'react-aria-components';
import { Badge } from './Badge.tsx';
import { Icon, type IconName } from './Icon.tsx';
import './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'className' | 'style' | 'aria-label'> {
  icon: IconName;
  /** Accessible name; when a badge is shown, include the count in it. */
  label: string;
  /** Count shown as a badge on the icon corner. */
  badge?: number;
}

/** An icon-only button; works as the trigger of menus, popovers and dialogs. */
export function IconButton({ icon, label, badge, ...buttonProps }: IconButtonProps) {
  return (
    <Button {...buttonProps} aria-label={label} className="ui-icon-button">
      <Icon name={icon} />
      {badge !== undefined && <Badge count={badge} />}
    </Button>
  );
}
