import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
if (!hasRedis)
  console.warn('redis-server is not installed: the shared-state tests are skipped (npm test installs it as root).');

/** A throw-away redis-server on a free port, nothing saved to disk. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
  });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    const up = await new Promise<boolean>((r) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        r(true);
      });
      s.on('error', () => r(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}
