import { afterEach, vi } from 'vitest';

// A test fails on any unexpected console error.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
