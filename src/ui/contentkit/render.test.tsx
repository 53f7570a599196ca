import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENTKIT_ELEMENT_TYPES } from '../../core/contentkit/elements';
import { ContentKitContext, type ContentKitRuntime } from './context';
import { renderMarkdown } from './elements/Markdown';
import { resolveFrameData } from './elements/WebFrame';
import { ContentKitNode } from './Node';
import { renderers } from './registry';

function render(node: unknown, state: Record<string, unknown> = {}) {
  const runtime: ContentKitRuntime = { state, dispatch() {}, setStateKey() {}, readOnly: false };
  return renderToStaticMarkup(
    <ContentKitContext.Provider value={runtime}>
      <ContentKitNode node={node} />
    </ContentKitContext.Provider>,
  );
}

describe('ContentKit rendering', () => {
  it('has a renderer for every element type', () => {
    expect(Object.keys(renderers).sort()).toEqual([...CONTENTKIT_ELEMENT_TYPES].sort());
  });

  it('renders the counter example', () => {
    const html = render({
      type: 'block',
      children: [
        {
          type: 'hstack',
          align: 'center',
          children: [
            { type: 'text', style: 'bold', children: ['Count: ', 3] },
            { type: 'button', label: 'Add', style: 'primary', onPress: { action: 'increment' } },
          ],
        },
      ],
    });
    expect(html).toContain('<strong class="ck-text">Count: 3</strong>');
    expect(html).toContain('>Add</button>');
  });

  it('renders an unknown element as an error box while its siblings still render', () => {
    const html = render({ type: 'vstack', children: [{ type: 'chart', data: [] }, { type: 'text', children: 'still here' }] });
    expect(html).toContain('Cannot render &lt;chart&gt;');
    expect(html).toContain('Unknown element type &quot;chart&quot;');
    expect(html).toContain('still here');
  });

  it('names the invalid prop in place', () => {
    const html = render({ type: 'image', source: { url: 'https://x.test/a.png' } });
    expect(html).toContain('Cannot render &lt;image&gt;');
    expect(html).toContain('`aspectRatio` is required');
  });

  it('refuses a javascript: link in place', () => {
    const html = render({ type: 'link', target: { url: 'javascript:alert(1)' }, children: 'x' });
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('ck-error');
  });

  it('shows bound input values from state', () => {
    const html = render({ type: 'input', label: 'Name', element: { type: 'textinput', state: 'name' } }, { name: 'Ada' });
    expect(html).toContain('value="Ada"');
    expect(html).toMatch(/<label class="ck-field__label" for="([^"]+)">Name<\/label>.*id="\1"/);
  });

  it('renders a sandboxed webframe without same-origin', () => {
    const html = render({ type: 'webframe', source: { url: 'https://embed.test/' }, aspectRatio: 2 });
    expect(html).toContain('sandbox="allow-scripts"');
    expect(html).not.toContain('allow-same-origin');
  });

  it('shows only the active step of a stepper', () => {
    const html = render({
      type: 'stepper',
      activeStep: 'b',
      children: [
        { type: 'step', id: 'a', title: 'First', children: 'alpha' },
        { type: 'step', id: 'b', title: 'Second', children: 'beta' },
      ],
    });
    expect(html).toContain('First');
    expect(html).toContain('beta');
    expect(html).not.toContain('alpha');
  });
});

describe('renderMarkdown', () => {
  it('escapes raw HTML', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> **bold**');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('<strong>bold</strong>');
  });
  it('drops javascript: links and keeps safe ones, opening in a new tab', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderMarkdown('[docs](https://example.com)')).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });
});

describe('ContentKit elements real integrations use', () => {
  const press = { action: 'go' };
  it('names an icon-only button by its tooltip, else by its icon', () => {
    expect(render({ type: 'button', icon: 'close', tooltip: 'Close panel', onPress: press })).toContain('aria-label="Close panel"');
    expect(render({ type: 'button', icon: 'arrow-up', onPress: press })).toContain('aria-label="arrow up"');
    expect(render({ type: 'button', label: 'Save', icon: 'check', onPress: press })).not.toContain('aria-label');
  });
  it('keeps the name of a button used as an input element, with the field label as a caption', () => {
    const html = render({ type: 'input', label: 'Newsletter', element: { type: 'button', label: 'Subscribe', onPress: press } });
    expect(html).toContain('>Subscribe</button>');
    expect(html).not.toContain('<label');
  });
  it('draws a codeblock footer under the code', () => {
    const html = render({ type: 'codeblock', content: 'x = 1', footer: [{ type: 'button', label: 'Copy', onPress: press }] });
    expect(html.indexOf('x = 1')).toBeLessThan(html.indexOf('>Copy</button>'));
    expect(html).toContain('ck-code__bar--footer');
  });
  it('shows a { $state } binding written as content with the current value', () => {
    expect(render({ type: 'text', children: ['Hello ', { $state: 'name' }] }, { name: 'Ada' })).toContain('Hello Ada');
  });
  it('draws props written as { $state } bindings with their values', () => {
    expect(render({ type: 'codeblock', content: { $state: 'code' } }, { code: 'let x = 1;' })).toContain('let x = 1;');
  });
  it('keeps an unknown element an inline error box', () => {
    expect(render({ type: 'sparkline' })).toContain('Unknown element type');
  });
});

describe('resolveFrameData', () => {
  it('binds $state values to the current state', () => {
    expect(resolveFrameData({ text: { $state: 'draft' }, fixed: 1 }, { draft: 'hi' })).toEqual({ text: 'hi', fixed: 1 });
  });
});
