import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type BlockerFunction, type Location, useBlocker, useLocation } from 'react-router';
import { formatToken } from '../../i18n/tokens.ts';
import { useConfirm } from '../../ui/index.ts';
import { backgroundOf, isPopupPath } from '../shell/navigation.ts';

/** The page a location shows: the one under a popup, else itself. */
const pageUnder = (location: Location): Location => backgroundOf(location) ?? location;

/**
 * Whether going from `current` to `next` takes a form off the screen. A form on a page stays while
 * a popup opens over it and closes again; a form in a popup goes when its popup closes.
 */
export function leavesForm(formInPopup: boolean, current: Location, next: Location): boolean {
  const from = formInPopup ? current : pageUnder(current);
  const to = formInPopup ? next : pageUnder(next);
  return from.pathname !== to.pathname || from.search !== to.search;
}

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

  const inPopup = isPopupPath(useLocation().pathname);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => changedRef.current && !saved.current && leavesForm(inPopup, currentLocation, nextLocation),
      [inPopup],
    ),
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
