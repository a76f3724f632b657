/**
 * Vitest global setup: the tests use the machine's real PostgreSQL and Redis. They are normally
 * running already; when one is not, start it with the machine's own service command.
 */
import { execSync } from 'node:child_process';
import net from 'node:net';

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

async function ensure(name: string, port: number, start: string) {
  if (await reachable(port)) return;
  console.log(`${name} is not running on port ${port}: starting it`);
  execSync(start, { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await reachable(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start on port ${port}`);
}

export default async function setup() {
  await ensure('PostgreSQL', 5432, 'pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start');
  await ensure(
    'Redis',
    6379,
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  );
}
