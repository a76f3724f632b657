import { Environment, Network, RecordSource, Store, commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { adjustCommentCounts } from './counters.ts';

function environmentWith(records: Record<string, { commentCount?: number }>) {
  const source = new RecordSource(Object.fromEntries(Object.entries(records).map(([id, fields]) => [id, { __id: id, __typename: 'Comment', ...fields }])));
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(source) });
  const count = (id: string) => environment.getStore().getSource().get(id)?.commentCount;
  return { environment, count };
}

describe('adjustCommentCounts', () => {
  it('moves each named record once, the object and the answered comments alike', () => {
    const { environment, count } = environmentWith({ item: { commentCount: 3 }, top: { commentCount: 1 } });
    // A reply to the top comment inside its sub-thread names the top twice: it counts once.
    commitLocalUpdate(environment, (store) => adjustCommentCounts(store, ['item', 'top', 'top', null], 1));
    expect([count('item'), count('top')]).toEqual([4, 2]);
  });

  it('never goes below zero and skips records that are not loaded', () => {
    const { environment, count } = environmentWith({ item: { commentCount: 0 }, bare: {} });
    commitLocalUpdate(environment, (store) => adjustCommentCounts(store, ['item', 'bare', 'missing', undefined], -1));
    expect(count('item')).toBe(0);
    expect(count('bare')).toBeUndefined();
    expect(count('missing')).toBeUndefined();
  });
});
