import { describe, expect, it } from 'vitest';
import { byChannel } from './periods.ts';

describe('byChannel', () => {
  it('lists every channel in order with its kinds and totals, leaving out rows with nothing', () => {
    const channels = byChannel([
      { channel: 'PUSH', kind: 'LIKE', sent: 2, failed: 1 },
      { channel: 'IN_APP', kind: 'COMMENT', sent: 3, failed: 0 },
      { channel: 'IN_APP', kind: 'LIKE', sent: 4, failed: 0 },
      { channel: 'PUSH', kind: 'REPLY', sent: 0, failed: 0 },
    ]);
    expect(channels.map((channel) => [channel.channel, channel.rows.map((row) => row.kind), channel.sent, channel.failed])).toEqual([
      ['IN_APP', ['COMMENT', 'LIKE'], 7, 0],
      ['PUSH', ['LIKE'], 2, 1],
      ['EMAIL', [], 0, 0],
    ]);
  });
});
