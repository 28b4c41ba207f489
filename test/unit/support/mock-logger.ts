import { vi, type Mock } from 'vitest';
import type { Logger } from '../../../src/runtime/types';

export type MockLogger = { [K in keyof Logger]: Mock<Logger[K]> };

/** A logger whose calls a test can assert, and that prints nothing. */
export function mockLogger(): MockLogger {
  return { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
}
