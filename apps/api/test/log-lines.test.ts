import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { logStreamFor, readableLogLine } from '../src/lib/log-lines';
import { readyAddress } from '../src/start';

describe('the start-up log', () => {
  it('writes readable lines to a terminal and JSON lines elsewhere', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      pid: 1,
      hostname: 'h',
      msg: 'slow',
      ms: 12,
      route: { a: 1 },
    });
    const readable = readableLogLine(line);
    expect(readable).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow {2}ms=12 route=\{"a":1\}\n$/);
    expect(readable).not.toContain('hostname');
    const failed = readableLogLine(
      JSON.stringify({ level: 50, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }),
    );
    expect(failed).toContain('ERROR request failed\n    Error: boom\n        at x');
    expect(readableLogLine('not json\n')).toBe('not json\n');
    expect(logStreamFor({ isTTY: false } as NodeJS.WriteStream)).toBeUndefined();
    const written: string[] = [];
    const tty = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    logStreamFor(tty)?.write(line);
    expect(written[0]).toBe(readable);
  });

  it('names the address the server listens on', () => {
    expect(loadConfig({ PORT: '3990' }).publicUrl).toBe('http://localhost:3990');
    expect(readyAddress(loadConfig({ PORT: '3990' }), 'http://0.0.0.0:3990')).toBe('http://localhost:3990');
    expect(readyAddress(loadConfig({ PORT: '3990', PUBLIC_URL: 'http://localhost:3000' }), 'http://0.0.0.0:3990')).toBe(
      'http://localhost:3990 (PUBLIC_URL is http://localhost:3000)',
    );
    expect(readyAddress(loadConfig({ PUBLIC_URL: 'https://fanlens.example' }), 'http://[::]:3000')).toBe(
      'https://fanlens.example',
    );
  });
});
