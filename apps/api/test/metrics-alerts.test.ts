import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** docs/ops/alerts.yml, checked by Prometheus's own promtool (Debian's `prometheus`; .ci/run installs it). */
const OPS = fileURLToPath(new URL('../../../docs/ops/', import.meta.url));
const promtool = (() => {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!promtool && !process.env.CI)('the alert rules', () => {
  it('are valid rules', () => {
    const out = execFileSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: OPS, encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fire on the series they are for: the database down, jobs waiting (docs/ops/alerts.test.yml)', () => {
    const out = execFileSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: OPS, encoding: 'utf8' });
    expect(out).toContain('SUCCESS');
  });
});
