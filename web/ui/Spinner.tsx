import { ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages.ts';
import './Spinner.css';

export interface SpinnerProps {
  /** Screen-reader label; defaults to "loading". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** An indeterminate progress indicator (role progressbar). */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const intl = useIntl();
  return (
    <ProgressBar isIndeterminate aria-label={label ?? intl.formatMessage(uiMessages.loading)} className={`ui-spinner ui-spinner--${size}`}>
      <svg className="ui-spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="ui-spinner__track" cx="12" cy="12" r="9.5" />
        <circle className="ui-spinner__arc" cx="12" cy="12" r="9.5" pathLength="100" />
      </svg>
    </ProgressBar>
  );
}
