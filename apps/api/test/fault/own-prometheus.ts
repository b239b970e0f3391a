import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/free-port';

/** Whether Debian's `prometheus` is installed (CI installs it: .ci/run). */
export function prometheusInstalled(): boolean {
  try {
    execFileSync('prometheus', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface OwnPrometheus {
  url: string;
  /** The alerts firing now, by name. */
  firing(): Promise<string[]>;
  remove(): Promise<void>;
}

/**
 * A Prometheus of the test's own scraping `target` (host:port) every second with `token`, its rules
 * evaluated every second (`rules`: the text of a rule file), in a temporary directory.
 */
export async function startOwnPrometheus(options: {
  target: string;
  token: string;
  rules: string;
}): Promise<OwnPrometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-prometheus-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'alerts.yml'), options.rules);
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      '  - job_name: fanlens',
      '    scrape_timeout: 900ms',
      `    authorization: { credentials: '${options.token}' }`,
      `    static_configs: [{ targets: ['${options.target}'] }]`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/-/ready`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`prometheus did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async firing() {
      const body = (await (await fetch(`${url}/api/v1/alerts`)).json()) as {
        data: { alerts: { labels: { alertname: string }; state: string }[] };
      };
      return body.data.alerts.filter((alert) => alert.state === 'firing').map((alert) => alert.labels.alertname);
    },
    async remove() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
