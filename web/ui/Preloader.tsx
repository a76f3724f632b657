import { useEffect, useState, useSyncExternalStore } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { createPreloaderTimer } from './preloaderTimer.ts';
import { Spinner } from './Spinner.tsx';
import './Preloader.css';

export { PRELOADER_MAX_MS } from './preloaderTimer.ts';

export interface PreloaderProps {
  active: boolean;
  /** Screen-reader label; defaults to "loading". */
  label?: string;
}

/**
 * A blocking loading overlay. It is modal so that neither pointer nor keyboard can reach the page
 * underneath, and it gives up after `PRELOADER_MAX_MS` so a hung request cannot lock the app.
 */
export function Preloader({ active, label }: PreloaderProps) {
  const [timer] = useState(() => createPreloaderTimer());
  useEffect(() => {
    if (!active) return;
    timer.start();
    return timer.stop;
  }, [timer, active]);
  const expired = useSyncExternalStore(timer.subscribe, timer.isExpired, timer.isExpired);

  return (
    <ModalOverlay isOpen={active && !expired} isKeyboardDismissDisabled className="ui-preloader">
      <Modal className="ui-preloader__modal">
        <div aria-busy="true" className="ui-preloader__box">
          <Spinner size="large" label={label} />
        </div>
      </Modal>
    </ModalOverlay>
  );
}
