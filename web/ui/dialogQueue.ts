import type { ReactNode } from 'react';

export interface AlertOptions {
  title?: ReactNode;
  message: ReactNode;
}

export interface ConfirmOptions extends AlertOptions {
  /** Text of the confirming button; defaults to "OK". */
  confirmLabel?: string;
  /** Text of the declining button; defaults to "Cancel". */
  cancelLabel?: string;
  /** Styles the confirming button as dangerous and focuses "cancel" first. */
  destructive?: boolean;
}

export type DialogRequest = { kind: 'alert'; id: number; options: AlertOptions } | { kind: 'confirm'; id: number; options: ConfirmOptions };

/**
 * Alert and confirm requests shown one at a time in request order.
 * `subscribe` and `current` fit `useSyncExternalStore`.
 */
export interface DialogQueue {
  alert: (options: AlertOptions) => Promise<void>;
  /** Resolves `true` when confirmed, `false` when cancelled or dismissed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The request on screen, or `null` when the queue is empty. */
  current: () => DialogRequest | null;
  /**
   * Answers request `id` and moves on to the next one. Answers to any other than the current
   * request are ignored, so a second answer to the same dialog (button press racing Escape) is
   * harmless.
   */
  settle: (id: number, confirmed: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

interface Pending {
  request: DialogRequest;
  resolve: (confirmed: boolean) => void;
}

export function createDialogQueue(): DialogQueue {
  const pending: Pending[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const enqueue = (entry: Pending) => {
    pending.push(entry);
    if (pending.length === 1) notify();
  };

  return {
    alert: (options) =>
      new Promise<void>((resolve) => {
        enqueue({ request: { kind: 'alert', id: nextId++, options }, resolve: () => resolve() });
      }),
    confirm: (options) =>
      new Promise<boolean>((resolve) => {
        enqueue({ request: { kind: 'confirm', id: nextId++, options }, resolve });
      }),
    current: () => pending[0]?.request ?? null,
    settle(id, confirmed) {
      const head = pending[0];
      if (head?.request.id !== id) return;
      pending.shift();
      head.resolve(confirmed);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
