import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisitorMenu } from './VisitorMenu';

const render = (claims: Record<string, unknown>) =>
  renderToStaticMarkup(<VisitorMenu auth={{ token: 't', claims }} onSignOut={() => undefined} />);

describe('VisitorMenu', () => {
  it('names the visitor by the token’s name, else its email, else its subject', () => {
    expect(render({ name: 'Ada Lovelace', email: 'ada@example.com' })).toContain('aria-label="Signed in as Ada Lovelace"');
    expect(render({ email: 'ada@example.com', sub: 'u1' })).toContain('aria-label="Signed in as ada@example.com"');
    expect(render({ sub: 'u1' })).toContain('aria-label="Signed in as u1"');
  });

  it('calls a visitor whose token names no one an anonymous Visitor, never “Signed in as Signed in”', () => {
    const html = render({ exp: 1_900_000_000 });
    expect(html).toContain('aria-label="Signed in as Visitor (the token names no one)"');
    expect(html).toContain('>Visitor</span>');
    expect(html).not.toContain('Signed in as Signed in');
  });
});
