import type { AccountSession } from './service.ts';

/** A session in the REST layer's snake_case keys (GET /api/profile/sessions). */
export function sessionForRest(session: AccountSession) {
  return {
    id: session.id,
    device: { browser: session.device.browser, os: session.device.os, type: session.device.type },
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.current,
  };
}
