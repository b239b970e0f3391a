import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { type MockInstance, afterEach, beforeEach, vi } from 'vitest';
import '@/lib/i18n';
import { resetStores } from './reset-stores';

// Screens load lazily; on a busy machine the first render can take several seconds.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// A test fails on any unexpected console.error (a test that expects one mocks it itself).
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Every test starts signed out, in English, with nothing in storage.
  resetStores();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((call) => call.map(String).join(' ')).join('\n')}`);
  }
});
