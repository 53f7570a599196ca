import { describe, expect, it } from 'vitest';
import { manifestPolicy, parsePolicy, publishedScriptPolicy } from './csp';

describe('the published script policy', () => {
  it("merges the manifest's map (values as the platform's manifests write them) into the site's policy, with the nonce", () => {
    const policy = parsePolicy(publishedScriptPolicy({ 'script-src': 'static.hotjar.com script.hotjar.com;', 'connect-src': ['*.hotjar.com'] }, 'n0nce'));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'nonce-n0nce'", 'static.hotjar.com', 'script.hotjar.com']);
    expect(policy.get('connect-src')).toEqual(['*', "'self'", '*.hotjar.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('reads a policy string and ignores what is no policy', () => {
    expect(manifestPolicy("script-src https://cdn.example.com; font-src data:").get('font-src')).toEqual(['data:']);
    expect(manifestPolicy(3).size).toBe(0);
    expect(parsePolicy(publishedScriptPolicy(undefined, 'x')).get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'nonce-x'"]);
  });
});
