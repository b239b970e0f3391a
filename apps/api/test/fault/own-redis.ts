import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../helpers/free-port';

/** A redis-server of the test's own (nothing kept on disk), that the test may kill and start again. */
export interface OwnRedis {
  url: string;
  /** SIGKILL: every connection cut at once, every key lost. */
  kill(): Promise<void>;
  /** A new server on the same port. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    child = spawn('redis-server', args, { stdio: 'ignore' });
    child.once('error', () => undefined);
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start (apt-get install -y redis-server)');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, kill, start, remove: kill };
}
