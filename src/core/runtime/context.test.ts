import { describe, expect, it, vi } from 'vitest';
import { createContext } from './context';
import { testEnvironment } from './test-environment';

describe('context.waitUntil', () => {
  it('settles only once the work and the work it hands on have run to completion', async () => {
    const context = createContext(testEnvironment());
    const done: string[] = [];
    context.waitUntil(
      (async () => {
        await Promise.resolve();
        done.push('delivery');
        // a retry scheduled from inside the first delivery, as the webhook integration's does
        context.waitUntil(new Promise((resolve) => setTimeout(resolve, 1)).then(() => done.push('retry')));
      })(),
    );
    await context.settle();
    expect(done).toEqual(['delivery', 'retry']);
  });

  it('logs a failing piece of work without failing the call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = createContext(testEnvironment());
    context.waitUntil(Promise.reject(new Error('receiver down')));
    await expect(context.settle()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('A task given to context.waitUntil failed:', expect.objectContaining({ message: 'receiver down' }));
    error.mockRestore();
  });
});
