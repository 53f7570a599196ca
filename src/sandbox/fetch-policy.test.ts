import { describe, expect, it } from 'vitest';
import { fetchRefusal, isLoopback } from './fetch-policy';

const APP = 'http://127.0.0.1:5173';

describe('fetchRefusal', () => {
  it("refuses the playground's own origin", () => {
    expect(fetchRefusal('http://127.0.0.1:5173/index.html', APP)).toMatch(/may not fetch the playground itself \(http:\/\/127\.0\.0\.1:5173\)/);
  });

  it('refuses other ports and spellings of this machine', () => {
    for (const url of ['http://127.0.0.1:5174/', 'http://localhost:3000/admin', 'http://api.localhost/', 'http://[::1]:8080/', 'http://2130706433:9000/', 'http://0.0.0.0:80/', 'http://[::ffff:127.0.0.1]/']) {
      expect(fetchRefusal(url, APP), url).toMatch(/addresses on this machine .* are refused/);
    }
  });

  it('lets mocked origins, other sites and the platform through', () => {
    expect(fetchRefusal('https://api.kitbench.local/v1/user', APP)).toBeUndefined();
    expect(fetchRefusal('https://example.com/data.json', APP)).toBeUndefined();
    expect(fetchRefusal('http://localhost:9999/hook', APP, ['http://localhost:9999'])).toBeUndefined();
  });

  it('explains URLs that are not http(s)', () => {
    expect(fetchRefusal('file:///etc/passwd', APP)).toMatch(/Only http\(s\) URLs can be fetched, not file:/);
    expect(fetchRefusal('/relative', APP)).toMatch(/Invalid URL: \/relative/);
  });
});

describe('isLoopback', () => {
  it('does not take a host that only looks local for this machine', () => {
    expect(isLoopback(new URL('https://localhost.example.com/'))).toBe(false);
    expect(isLoopback(new URL('http://128.0.0.1/'))).toBe(false);
  });
});

describe('isLoopback, fully qualified', () => {
  it('takes localhost. and sub.localhost.. (trailing dots) for this machine', () => {
    expect(isLoopback(new URL('http://localhost.:8080/'))).toBe(true);
    expect(isLoopback(new URL('http://api.localhost../'))).toBe(true);
  });
});
