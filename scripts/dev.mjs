// `npm run dev`: the API on :3333 (tsx watch, pretty logs) and Vite on :5173, whose /api proxy points at
// the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: 'apps/server',
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? '../../data' },
  }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
