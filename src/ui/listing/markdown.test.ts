import { describe, expect, it } from 'vitest';
import { characterCount, renderSummary } from './markdown';

describe('renderSummary', () => {
  it('renders Markdown headings, emphasis and lists', () => {
    const html = renderSummary('# Title\n\nSome **bold** text.\n\n- one\n- two\n');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('escapes raw HTML, so a script never runs', () => {
    const html = renderSummary('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps only http(s) and mailto links', () => {
    const html = renderSummary('[a](javascript:alert(1)) [b](JAVASCRIPT:x) [c](data:text/html,x) [d](https://e.com) [e](mailto:a@b.c)');
    expect(html).not.toMatch(/href="(javascript|data)/i);
    expect(html).toContain('href="https://e.com"');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('never loads images', () => {
    expect(renderSummary('![x](https://e.com/x.png)')).not.toContain('<img');
  });
});

describe('characterCount', () => {
  it('counts an emoji as one character', () => {
    expect(characterCount('a😀b')).toBe(3);
  });
});
