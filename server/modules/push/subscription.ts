import { z } from 'zod';

const base64url = (bytes: number, check?: (decoded: Buffer) => boolean) =>
  z
    .string()
    .min(1)
    .regex(/^[\w-]+={0,2}$/, 'FORMAT_ERROR')
    .refine((value) => {
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (check?.(decoded) ?? true);
    }, 'FORMAT_ERROR');

/**
 * A browser's `PushSubscription.toJSON()`: the push service's https endpoint and the keys the
 * payload is encrypted with (RFC 8291): p256dh an uncompressed P-256 point, auth 16 random bytes.
 */
export const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'FORMAT_ERROR' }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, (decoded) => decoded[0] === 0x04),
    auth: base64url(16),
  }),
});

/** The device's own id (kept by the browser): one subscription per person and device. */
export const deviceIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, 'FORMAT_ERROR');

export const subscribeSchema = z.object({ subscription: subscriptionSchema, deviceId: deviceIdSchema });
export const unsubscribeSchema = z.object({ deviceId: deviceIdSchema });

export type SubscriptionJson = z.infer<typeof subscriptionSchema>;
