import { describe, expect, it } from 'vitest';
import '@/lib/zod-config';
import { config, z } from 'zod';

describe('zod settings in the browser', () => {
  it('builds parsers without compiling code (no eval under the Content-Security-Policy)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });
});
