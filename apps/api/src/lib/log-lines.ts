/** pino's level numbers as words. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, written in the line's head rather than after it. */
const HEAD_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

/**
 * One JSON log line (pino's) as a line a person reads in a terminal: time, level, message, then
 * the other fields as key=value, and an error's stack below. Not JSON: written as it came.
 */
export function readableLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n    ${(err.stack ?? err.message ?? '').split('\n').join('\n    ')}` : '';
  return `${time} ${level} ${String(entry.msg ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}${stack}\n`;
}

/**
 * Where the server writes its log: readable lines when the output is a terminal (a person runs
 * `npm start`), JSON lines otherwise (a log collector reads them); undefined = pino's own stdout.
 */
export function logStreamFor(output: NodeJS.WriteStream = process.stdout): { write(line: string): void } | undefined {
  if (!output.isTTY) return undefined;
  return { write: (line) => void output.write(readableLogLine(line)) };
}
