import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_OPTIONS, behaviourOfUrl, urlForBehaviour, urlProblem } from './behaviours';

describe('receiver behaviours in the panel', () => {
  it('maps every option to its mock URL and back', () => {
    for (const option of BEHAVIOUR_OPTIONS) {
      const url = urlForBehaviour(option.value, 3);
      expect(url).toMatch(/^https:\/\/receiver\.kitbench\.local\/hooks\//);
      expect(behaviourOfUrl(url ?? '').value).toBe(option.value);
    }
    expect(urlForBehaviour('fail-then-ok', 3)).toBe('https://receiver.kitbench.local/hooks/fail-3-then-200');
  });

  it('treats any other URL as the user’s own', () => {
    expect(behaviourOfUrl('http://localhost:3000/hooks').value).toBe('custom');
    expect(behaviourOfUrl('https://receiver.kitbench.local/hooks/unknown').value).toBe('custom');
  });

  it('explains what is wrong with a Webhook URL', () => {
    expect(urlProblem('')).toBe('Enter the Webhook URL.');
    expect(urlProblem('not a url')).toContain('not a URL');
    expect(urlProblem('ftp://example.com/x')).toBe('Webhook URLs are http or https, not ftp.');
    expect(urlProblem('http://localhost:3000/hooks')).toBeUndefined();
  });
});
