import { describe, expect, it, vi } from 'vitest';
import { createDialogQueue } from './dialogQueue.ts';

function currentId(queue: ReturnType<typeof createDialogQueue>): number {
  const request = queue.current();
  if (!request) throw new Error('no dialog on screen');
  return request.id;
}

describe('createDialogQueue', () => {
  it('starts empty', () => {
    expect(createDialogQueue().current()).toBeNull();
  });

  it('resolves a confirmation with the answer', async () => {
    const queue = createDialogQueue();
    const yes = queue.confirm({ message: 'Delete?' });
    queue.settle(currentId(queue), true);
    const no = queue.confirm({ message: 'Delete?' });
    queue.settle(currentId(queue), false);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
  });

  it('resolves an alert once it is dismissed', async () => {
    const queue = createDialogQueue();
    const done = queue.alert({ title: 'Saved', message: 'The note was saved.' });
    expect(queue.current()).toMatchObject({
      kind: 'alert',
      options: { title: 'Saved', message: 'The note was saved.' },
    });
    queue.settle(currentId(queue), false);
    await expect(done).resolves.toBeUndefined();
    expect(queue.current()).toBeNull();
  });

  it('shows one dialog at a time, in request order', async () => {
    const queue = createDialogQueue();
    const order: string[] = [];
    void queue.alert({ message: 'first' }).then(() => order.push('first'));
    void queue.confirm({ message: 'second', destructive: true }).then(() => order.push('second'));

    expect(queue.current()?.options.message).toBe('first');
    queue.settle(currentId(queue), true);
    expect(queue.current()).toMatchObject({ kind: 'confirm', options: { message: 'second' } });
    queue.settle(currentId(queue), true);
    expect(queue.current()).toBeNull();

    await Promise.resolve();
    expect(order).toEqual(['first', 'second']);
  });

  it('ignores answers to a dialog that is no longer on screen', async () => {
    const queue = createDialogQueue();
    const first = queue.confirm({ message: 'first' });
    const firstId = currentId(queue);
    const second = queue.confirm({ message: 'second' });

    queue.settle(firstId, true);
    queue.settle(firstId, false);
    expect(queue.current()?.options.message).toBe('second');

    queue.settle(currentId(queue), false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('notifies subscribers only when the dialog on screen changes', () => {
    const queue = createDialogQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);

    void queue.alert({ message: 'first' });
    expect(listener).toHaveBeenCalledTimes(1);
    void queue.alert({ message: 'waiting' });
    expect(listener).toHaveBeenCalledTimes(1);
    queue.settle(currentId(queue), true);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    queue.settle(currentId(queue), true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
