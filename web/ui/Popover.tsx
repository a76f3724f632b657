import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import './Popover.css';

export interface PopoverProps {
  /** A pressable react-aria element, e.g. an `IconButton`. */
  trigger: ReactElement;
  /** Accessible name of the popover dialog. */
  label: string;
  /** The content, or a function of `close` for content that closes the popover itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: AriaPopoverProps['placement'];
}

/** A non-modal dialog anchored to its trigger, e.g. the language picker. */
export function Popover({ trigger, label, children, placement = 'bottom end' }: PopoverProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover placement={placement} offset={6} className="ui-popover">
        <Dialog aria-label={label} className="ui-popover__dialog">
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
