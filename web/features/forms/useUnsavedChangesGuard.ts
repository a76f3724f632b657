import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type BlockerFunction, type Location, useBlocker } from 'react-router';
import { formatToken } from '../../i18n/tokens.ts';
import { useConfirm } from '../../ui/index.ts';
import { backgroundOf } from '../shell/navigation.ts';

/** The page a location shows: the one under a popup, else itself. */
const pageUnder = (location: Location): Location => backgroundOf(location) ?? location;

export interface UnsavedChangesGuard {
  /** Call right before navigating away after a successful save: the form is no longer changed. */
  markSaved(): void;
}

/**
 * The form's "changed" flag (social-core §4, §5): while `changed`, leaving the form for another
 * route asks DATA_CHANGED_CANCEL_CONFIRM, and closing or reloading the tab asks the browser's own
 * question. Saving clears the flag (markSaved); confirming the question leaves without saving.
 */
export function useUnsavedChangesGuard(changed: boolean): UnsavedChangesGuard {
  const intl = useIntl();
  const confirm = useConfirm();
  const saved = useRef(false);
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
    // A change after a save makes the form changed again.
    if (changed) saved.current = false;
  }, [changed]);

  // A popup opened over the form, and closing it again, keep the form on screen: that is not leaving.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
      const from = pageUnder(currentLocation);
      const to = pageUnder(nextLocation);
      return changedRef.current && !saved.current && (from.pathname !== to.pathname || from.search !== to.search);
    }, []),
  );

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({ message: formatToken(intl, 'DATA_CHANGED_CANCEL_CONFIRM') }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, intl]);

  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  return { markSaved: useCallback(() => void (saved.current = true), []) };
}
