/** `npm run dev`: the API server in watch mode plus Vite's dev server (which proxies /graphql and /api to it). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../server/config.ts';

const bin = (name: string) => path.join(rootDir, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn(bin('vite'), [], { cwd: rootDir, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
