const DOTTED_NUMERIC = /^\d+(\.\d+)*$/;

/**
 * Whether `server` is a later dotted numeric version (`1.10.0`, `2`, `0.3`) than `client`.
 * Missing parts count as 0, so `1.2` equals `1.2.0`. Anything else (`1.2.3-rc.1`, `v2`, empty)
 * is never newer: a forced reload must not be triggered by a version nobody can compare.
 */
export function isNewerVersion(server: string, client: string): boolean {
  const serverParts = parseVersion(server);
  const clientParts = parseVersion(client);
  if (!serverParts || !clientParts) return false;
  const length = Math.max(serverParts.length, clientParts.length);
  for (let i = 0; i < length; i++) {
    const difference = (serverParts[i] ?? 0) - (clientParts[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

function parseVersion(version: string): number[] | null {
  const trimmed = version.trim();
  return DOTTED_NUMERIC.test(trimmed) ? trimmed.split('.').map(Number) : null;
}
