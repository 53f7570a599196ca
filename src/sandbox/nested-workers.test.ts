import { describe, expect, it } from 'vitest';
import { unavailableApi } from './nested-workers';

describe('unavailableApi', () => {
  it.each(['XMLHttpRequest', 'WebSocket', 'EventSource'])('new %s() throws kitbench\'s own message, not "is not a constructor"', (name) => {
    const Blocked = unavailableApi(name) as unknown as new (...args: unknown[]) => unknown;
    expect(() => new Blocked('wss://example.com')).toThrow(`${name} is not available in the kitbench sandbox: use fetch()`);
    expect(() => (Blocked as unknown as () => void)()).toThrow(/not available in the kitbench sandbox/);
    expect(Blocked.name).toBe(name);
    expect({} instanceof Blocked).toBe(false);
  });
});
