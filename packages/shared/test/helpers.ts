import type { z } from 'zod';

/** Issues of a failed parse as [path, message] pairs; fails the test when the parse succeeded. */
export function issuesOf(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

/** The first message on `path`, or undefined when that field is valid. */
export function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.map(String).join('.') === path)?.message;
}

export const chars = (n: number, c = 'a') => c.repeat(n);
