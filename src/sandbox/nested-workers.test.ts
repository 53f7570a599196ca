import { describe, expect, it } from 'vitest';
import { preludedDataUrl, unavailableApi } from './nested-workers';

describe('unavailableApi', () => {
  it.each(['XMLHttpRequest', 'WebSocket', 'EventSource'])('new %s() throws kitbench\'s own message, not "is not a constructor"', (name) => {
    const Blocked = unavailableApi(name) as unknown as new (...args: unknown[]) => unknown;
    expect(() => new Blocked('wss://example.com')).toThrow(`${name} is not available in the kitbench sandbox: use fetch()`);
    expect(() => (Blocked as unknown as () => void)()).toThrow(/not available in the kitbench sandbox/);
    expect(Blocked.name).toBe(name);
    expect({} instanceof Blocked).toBe(false);
  });
});

describe('preludedDataUrl', () => {
  const decode = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));
  it('puts the reporting prelude before a data: worker\'s code, base64 or not, UTF-8 kept', () => {
    const code = "fetch('https://example.com/é')";
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(code)));
    for (const url of [`data:text/javascript;base64,${base64}`, `data:text/javascript,${encodeURIComponent(code)}`]) {
      const result = decode(preludedDataUrl(url)!);
      expect(result.startsWith('(() => {')).toBe(true);
      expect(result).toContain('securitypolicyviolation');
      expect(result.endsWith(code)).toBe(true);
    }
  });
  it('leaves what it cannot decode alone', () => {
    expect(preludedDataUrl('data:text/javascript;base64,%%%')).toBeUndefined();
  });
});
