import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { httpsTransport, type PushTransport } from './sender.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

/**
 * Web push of one server process: the VAPID keys (loaded on first use) and the transport that
 * delivers a request to a push service; tests swap the transport to reach a local HTTP server.
 */
export class WebPush {
  private vapid: Promise<VapidKeys> | undefined;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    public transport: PushTransport = httpsTransport,
  ) {}

  keys(): Promise<VapidKeys> {
    this.vapid ??= loadVapidKeys({ configured: this.config.push.vapid, subject: this.config.push.subject, dataDir: this.config.dataDir }, this.logger).catch(
      (error: unknown) => {
        this.vapid = undefined;
        throw error;
      },
    );
    return this.vapid;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }
}
