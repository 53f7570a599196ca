import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

describe('MessageText', () => {
  it('shows backticked names as code, never as literal backticks', () => {
    const html = renderToStaticMarkup(<MessageText text="No handler for `space_view` in `events`." />);
    expect(html).toBe('No handler for <code>space_view</code> in <code>events</code>.');
  });

  it('keeps markup in a message as text', () => {
    expect(renderToStaticMarkup(<MessageText text="<img src=x onerror=alert(1)> in `x`" />)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; in <code>x</code>',
    );
  });

  it('leaves a lone backtick alone', () => {
    expect(renderToStaticMarkup(<MessageText text="Unexpected ` at 3:4" />)).toBe('Unexpected ` at 3:4');
  });
});
