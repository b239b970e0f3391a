/** How often the progress line is drawn again (on a terminal; elsewhere a line every 10 s). */
const TERMINAL_EVERY_MS = 250;
const LOG_EVERY_MS = 10_000;

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}m ${String(s % 60).padStart(2, '0')}s`
    : `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/**
 * The import's progress on stderr: a bar of the bytes read of the file, the lines so far, their
 * rate and the time left at that rate. Redrawn in place on a terminal; one line every 10 s in a log.
 */
export function createProgress(totalBytes: number, out: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDrawn = 0;
  const line = (bytes: number, lines: number) => {
    const share = totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 1;
    const elapsed = (Date.now() - started) / 1000;
    const rate = lines / Math.max(elapsed, 0.001);
    const left = share > 0 ? (elapsed / share) * (1 - share) : Infinity;
    const width = 24;
    const filled = Math.round(share * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    return `${bar} ${(share * 100).toFixed(1).padStart(5)}% · ${count(lines)} lines · ${count(rate)} lines/s · ${duration(left)} left`;
  };
  return {
    update(bytes: number, lines: number) {
      const now = Date.now();
      if (now - lastDrawn < (out.isTTY ? TERMINAL_EVERY_MS : LOG_EVERY_MS)) return;
      lastDrawn = now;
      out.write(out.isTTY ? `\r${line(bytes, lines)}` : `${line(bytes, lines)}\n`);
    },
    done(lines: number) {
      const seconds = (Date.now() - started) / 1000;
      if (out.isTTY) out.write(`\r${line(totalBytes, lines)}\n`);
      out.write(
        `Read ${count(lines)} lines in ${duration(seconds)} (${count(lines / Math.max(seconds, 0.001))} lines/s).\n`,
      );
    },
  };
}
