/** The periods of the overview in days (the server's OVERVIEW_DAYS) and the one it opens with. */
export const PERIODS = [1, 7, 30, 90] as const;
export const DEFAULT_DAYS = 7;

/** The channels in the order the overview lists them. */
export const CHANNELS = ['IN_APP', 'PUSH', 'EMAIL'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface DeliveryRow {
  channel: string;
  kind: string;
  sent: number;
  failed: number;
}

export interface ChannelTotals {
  channel: Channel;
  rows: DeliveryRow[];
  sent: number;
  failed: number;
}

/** The deliveries grouped per channel (every channel, empty ones too), kinds in the server's order, with the channel's totals. */
export function byChannel(deliveries: readonly DeliveryRow[]): ChannelTotals[] {
  return CHANNELS.map((channel) => {
    const rows = deliveries.filter((row) => row.channel === channel && (row.sent > 0 || row.failed > 0));
    return { channel, rows, sent: rows.reduce((sum, row) => sum + row.sent, 0), failed: rows.reduce((sum, row) => sum + row.failed, 0) };
  });
}
