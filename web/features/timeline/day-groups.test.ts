import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeDay, formatDayLabel, groupByDay } from './day-groups.ts';

interface Item {
  id: string;
  time: Date;
}

const item = (id: string, time: Date): Item => ({ id, time });
const ids = (items: Item[]) => items.map((entry) => entry.id);

describe('groupByDay', () => {
  it('puts items of one local calendar day together, newest day first', () => {
    const groups = groupByDay(
      [
        item('a', new Date(2025, 5, 15, 23, 59)),
        item('b', new Date(2025, 5, 15, 0, 0)),
        item('c', new Date(2025, 5, 14, 23, 59, 59)),
        item('d', new Date(2025, 4, 1, 8, 0)),
      ],
      (entry) => entry.time,
    );
    expect(groups.map((group) => group.key)).toEqual(['2025.06.15.', '2025.06.14.', '2025.05.01.']);
    expect(groups.map((group) => ids(group.items))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(groups[0]?.day).toEqual(new Date(2025, 5, 15));
  });

  it('keeps one group per day even when the input is out of order', () => {
    const groups = groupByDay([item('a', new Date(2025, 5, 15, 9)), item('b', new Date(2025, 5, 14, 9)), item('c', new Date(2025, 5, 15, 8))], (entry) => entry.time);
    expect(groups.map((group) => ids(group.items))).toEqual([['a', 'c'], ['b']]);
  });

  it('returns no groups for no items', () => {
    expect(groupByDay([], (entry: Item) => entry.time)).toEqual([]);
  });
});

describe('describeDay', () => {
  const now = new Date(2025, 5, 15, 0, 5);

  it('calls the current calendar day today', () => {
    expect(describeDay(new Date(2025, 5, 15), now)).toEqual({ kind: 'today' });
    expect(describeDay(new Date(2025, 5, 15, 23, 59), now)).toEqual({ kind: 'today' });
  });

  it('calls the previous calendar day yesterday, however few hours ago it ended', () => {
    expect(describeDay(new Date(2025, 5, 14, 23, 59), now)).toEqual({ kind: 'yesterday' });
    expect(describeDay(new Date(2025, 5, 14), now)).toEqual({ kind: 'yesterday' });
  });

  it('gives the date for older days', () => {
    const day = new Date(2025, 5, 13);
    expect(describeDay(day, now)).toEqual({ kind: 'date', date: day });
  });

  it('finds yesterday across a month and a year boundary', () => {
    const newYear = new Date(2025, 0, 1, 10);
    expect(describeDay(new Date(2024, 11, 31, 10), newYear)).toEqual({ kind: 'yesterday' });
    expect(describeDay(new Date(2024, 11, 30, 10), newYear)).toEqual({
      kind: 'date',
      date: new Date(2024, 11, 30, 10),
    });
  });
});

describe('formatDayLabel', () => {
  const intl = createIntl({ locale: 'hu', defaultLocale: 'hu', messages: {} });

  it('says Ma, Tegnap or the date yyyy.MM.dd.', () => {
    expect(formatDayLabel(intl, { kind: 'today' })).toBe('Ma');
    expect(formatDayLabel(intl, { kind: 'yesterday' })).toBe('Tegnap');
    expect(formatDayLabel(intl, { kind: 'date', date: new Date(2024, 8, 3) })).toBe('2024.09.03.');
  });
});
