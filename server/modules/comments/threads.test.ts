import { describe, expect, test } from 'vitest';
import { answeredIds, isInThread, threadWhere } from './threads.ts';

describe('answeredIds', () => {
  test.each([
    [{ subThreadId: null, replyToId: null }, []],
    [{ subThreadId: 7, replyToId: null }, [7]],
    [{ subThreadId: null, replyToId: 3 }, [3]],
    [{ subThreadId: 7, replyToId: 9 }, [7, 9]],
    [{ subThreadId: 9, replyToId: 7 }, [7, 9]],
    [{ subThreadId: 7, replyToId: 7 }, [7]],
  ])('%o counts on %o, each once, in id order', (comment, expected) => {
    expect(answeredIds(comment)).toEqual(expected);
  });
});

describe('isInThread', () => {
  const top = { id: 7, objectId: 'item', subThreadId: null };
  const reply = { id: 9, objectId: 'item', subThreadId: 7 };
  test('at top level only top comments of the object can be answered', () => {
    expect(isInThread(top, 'item', null)).toBe(true);
    expect(isInThread(reply, 'item', null)).toBe(false);
    expect(isInThread(top, 'other', null)).toBe(false);
  });
  test("in a sub-thread its top comment and its replies can, another thread's cannot", () => {
    expect(isInThread(top, 'item', 7)).toBe(true);
    expect(isInThread(reply, 'item', 7)).toBe(true);
    expect(isInThread(reply, 'item', 8)).toBe(false);
    expect(isInThread({ ...reply, objectId: 'other' }, 'item', 7)).toBe(false);
  });
});

describe('threadWhere', () => {
  test('all comments, the top level or one sub-thread', () => {
    expect(threadWhere('item', undefined)).toEqual({ objectId: 'item' });
    expect(threadWhere('item', null)).toEqual({ objectId: 'item' });
    expect(threadWhere('item', 0)).toEqual({ objectId: 'item', subThreadId: null });
    expect(threadWhere('item', 7)).toEqual({ objectId: 'item', subThreadId: 7 });
  });
});
