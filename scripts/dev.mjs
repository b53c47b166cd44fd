// `npm run dev`: the API server (restarting on change) and Vite's dev server with its proxy to it.
// Open the address Vite prints (http://localhost:5173).
import { spawn } from 'node:child_process';

const children = [
  ['server', 'npm', ['run', 'dev', '-w', '@myeolgong/server'], { NODE_ENV: 'development' }],
  ['web', 'npm', ['run', 'dev', '-w', '@myeolgong/web'], {}],
].map(([name, command, args, env]) => {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] 종료 (코드 ${code})`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
