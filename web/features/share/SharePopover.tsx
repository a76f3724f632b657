import { cloneElement, type ReactElement } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CLICK_BLOCK_TOAST_MS, useAlert, useToast } from '../../ui/index.ts';
import { homeMessages } from '../timeline/messages.ts';
import { shareMessages } from './messages.ts';
import { deviceShare, embedSnippet, SHARE_TARGETS, type Shared, shareUrl } from './share-targets.ts';
import './SharePopover.css';

export interface SharePopoverProps {
  /** the item's absolute URL, title and image */
  shared: Shared;
  /** whether the server lets the viewer share the item (only a public one can be, social-core §5) */
  canShare: boolean;
  /** A pressable react-aria element, e.g. the card's share button. */
  trigger: ReactElement<{ onPress?: () => void }>;
}

/**
 * The share button's popover of social-core §5: links to the sharing services and an embed snippet
 * for a public item; any other item answers the button with the SHARED_ITEM_NOT_PUBLIC alert.
 */
export function SharePopover({ shared, canShare, trigger }: SharePopoverProps) {
  const intl = useIntl();
  const alert = useAlert();
  if (!canShare) {
    return cloneElement(trigger, { onPress: () => void alert({ message: intl.formatMessage(homeMessages.shareNotPublic) }) });
  }
  return (
    <DialogTrigger>
      {trigger}
      <Popover className="ui-popover share-popover" placement="top" offset={6}>
        <Dialog className="share-popover__dialog" aria-label={intl.formatMessage(shareMessages.title)}>
          {({ close }) => <ShareTargets shared={shared} onDone={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function ShareTargets({ shared, onDone }: { shared: Shared; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();

  const copyEmbed = async () => {
    try {
      await navigator.clipboard.writeText(embedSnippet(shared));
      toast(intl.formatMessage(shareMessages.embedCopied), { kind: 'success', duration: CLICK_BLOCK_TOAST_MS });
      onDone();
    } catch {
      toast(intl.formatMessage(shareMessages.copyFailed), { kind: 'error' });
    }
  };

  const shareOnDevice = deviceShare(shared);
  const openDeviceSheet = async () => {
    try {
      await shareOnDevice!();
      onDone();
    } catch (error) {
      // Closing the sheet without choosing an app is no failure.
      if ((error as { name?: unknown }).name !== 'AbortError') toast(intl.formatMessage(shareMessages.deviceFailed), { kind: 'error' });
    }
  };

  return (
    <ul className="share-targets">
      {shareOnDevice && (
        <li className="share-targets__device">
          <Button className="share-target" onPress={() => void openDeviceSheet()}>
            <span className="share-target__mark share-target__mark--device" aria-hidden="true">
              ⋯
            </span>
            <span>{intl.formatMessage(shareMessages.device)}</span>
          </Button>
        </li>
      )}
      {SHARE_TARGETS.map((target) => {
        const name = intl.formatMessage(shareMessages[target]);
        // Mail and Viber hand over to an app; the services open in a new window.
        const newWindow = target !== 'email' && target !== 'viber';
        const mark = (
          <span className={`share-target__mark share-target__mark--${target}`} aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        );
        return (
          <li key={target}>
            {target === 'embed' ? (
              <Button className="share-target" onPress={() => void copyEmbed()}>
                {mark}
                <span>{name}</span>
              </Button>
            ) : (
              <a
                className="share-target"
                href={shareUrl(target, shared)}
                target={newWindow ? '_blank' : undefined}
                rel="noopener noreferrer"
                aria-label={newWindow ? intl.formatMessage(shareMessages.newWindow, { target: name }) : undefined}
                onClick={onDone}
              >
                {mark}
                <span>{name}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
