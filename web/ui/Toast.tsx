import { createContext, use, useState, type ReactNode } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from './Icon.tsx';
import { uiMessages } from './messages.ts';
import './Toast.css';

/** Duration of the short toast that explains a blocked click or confirms a clipboard copy. */
export const CLICK_BLOCK_TOAST_MS = 1000;
const DEFAULT_TOAST_MS = 3000;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds before the toast closes itself; paused while it is hovered or focused. */
  duration?: number;
}

export type ShowToast = (message: ReactNode, options?: ToastOptions) => void;

interface ToastContent {
  message: ReactNode;
  kind: ToastKind;
}

const ToastContext = createContext<ShowToast | null>(null);

/** Hosts the toasts requested through `useToast`, newest on top, at most three at a time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [{ queue, show }] = useState(() => {
    const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
    const show: ShowToast = (message, { kind = 'info', duration = DEFAULT_TOAST_MS } = {}) => {
      queue.add({ message, kind }, { timeout: duration });
    };
    return { queue, show };
  });

  return (
    <ToastContext value={show}>
      {children}
      <AriaToastRegion queue={queue} aria-label={intl.formatMessage(uiMessages.notifications)} className="ui-toast-region">
        {({ toast }) => (
          <AriaToast toast={toast} className={`ui-toast ui-toast--${toast.content.kind}`}>
            {toast.content.kind === 'success' && <Icon name="check" size={20} />}
            <AriaToastContent className="ui-toast__content">
              <Text slot="title">{toast.content.message}</Text>
            </AriaToastContent>
            <Button slot="close" aria-label={intl.formatMessage(uiMessages.close)} className="ui-toast__close">
              <Icon name="close" size={18} />
            </Button>
          </AriaToast>
        )}
      </AriaToastRegion>
    </ToastContext>
  );
}

/** Returns the function that shows a toast. */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
