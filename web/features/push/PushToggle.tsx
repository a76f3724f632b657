import { useEffect, useId, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { currentSubscription, type PushAvailability, pushAvailability } from './browser-push.ts';
import { pushMessages } from './messages.ts';
import { usePushRegistration } from './usePushRegistration.ts';
import './PushToggle.css';

/**
 * Web push on this device, on or off. With the notification permission denied the switch is
 * disabled and says why (social-core §8); without web push at all it is disabled too.
 */
export function PushToggle() {
  const intl = useIntl();
  const toast = useToast();
  const hintId = useId();
  const { enable, disable } = usePushRegistration();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    currentSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const unavailable = availability === 'denied' || availability === 'unsupported';
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const permission = await enable();
        setAvailability(pushAvailability());
        if (permission !== 'granted') return;
      } else {
        await disable();
      }
      setSubscribed(on);
      toast(formatToken(intl, 'VALUE_SET'), { kind: 'success' });
    } catch (error) {
      console.warn('Changing push notifications failed', error);
      toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const hint = availability === 'denied' ? pushMessages.denied : availability === 'unsupported' ? pushMessages.unsupported : pushMessages.toggleHint;
  return (
    <div className="push-toggle" data-availability={availability}>
      <Switch
        className="push-toggle__switch"
        isSelected={subscribed && !unavailable}
        isDisabled={unavailable || busy}
        aria-describedby={hintId}
        onChange={(on) => void change(on)}
      >
        <span className="push-toggle__label">{intl.formatMessage(pushMessages.toggle)}</span>
        <span className="push-toggle__track" aria-hidden>
          <span className="push-toggle__thumb" />
        </span>
      </Switch>
      <p id={hintId} className={unavailable ? 'push-toggle__hint push-toggle__hint--warning' : 'push-toggle__hint'}>
        {intl.formatMessage(hint)}
      </p>
    </div>
  );
}
