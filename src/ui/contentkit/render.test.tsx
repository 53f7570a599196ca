import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENTKIT_ELEMENT_TYPES } from '../../core/contentkit/elements';
import { ContentKitContext, ContentKitNameScope, type ContentKitRuntime } from './context';
import { renderMarkdown } from './elements/Markdown';
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

/** The `name` of every radio in the markup, in order. */
const radioNames = (html: string) => [...html.matchAll(/<input type="radio" name="([^"]+)"/g)].map((m) => m[1]);

describe('ContentKit rendering', () => {
  it('gives the radios of each rendered instance their own group name, shared within the instance', () => {
    const group = { type: 'vstack', children: [{ type: 'radio', state: 'plan', value: 'free' }, { type: 'input', label: 'Plan', element: { type: 'radio', state: 'plan', value: 'pro' } }] };
    const runtime: ContentKitRuntime = { state: { plan: 'free' }, dispatch() {}, setStateKey() {}, readOnly: false };
    const html = renderToStaticMarkup(
      <ContentKitContext.Provider value={runtime}>
        <ContentKitNameScope>
          <ContentKitNode node={group} />
        </ContentKitNameScope>
        <ContentKitNameScope>
          <ContentKitNode node={group} />
        </ContentKitNameScope>
      </ContentKitContext.Provider>,
    );
    const [a, b, c, d] = radioNames(html);
    expect(radioNames(html)).toHaveLength(4);
    // one group per instance (an input around one of them does not split it), never the other block's
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(a).not.toBe(c);
  });

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

describe("the platform's input props, where they show", () => {
  const inField = (element: Record<string, unknown>) => render({ type: 'input', label: 'Field', element });

  it('masks a password textinput and types an email one', () => {
    expect(inField({ type: 'textinput', state: 'token', inputType: 'password' })).toContain('type="password"');
    expect(inField({ type: 'textinput', state: 'to', inputType: 'email' })).toContain('type="email"');
    expect(inField({ type: 'textinput', state: 'name' })).toContain('type="text"');
  });

  it('disables every input element for assistive technology too (the disabled attribute, not a look)', () => {
    const disabled = [
      { type: 'textinput', state: 'a', disabled: true },
      { type: 'textinput', state: 'a', multiline: true, disabled: true },
      { type: 'select', state: 'b', options: [{ id: 'x', label: 'X' }], disabled: true },
      { type: 'select', state: 'b', options: [{ id: 'x', label: 'X' }], acceptInput: true, disabled: true },
      { type: 'switch', state: 'c', disabled: true },
      { type: 'checkbox', state: 'd', label: 'D', disabled: true },
      { type: 'radio', state: 'e', value: 1, label: 'E', disabled: true },
    ];
    for (const element of disabled) expect(inField(element), element.type).toMatch(/<(input|textarea|select|button)[^>]* disabled=""/);
    expect(inField({ type: 'switch', state: 'c' })).not.toContain('disabled=""');
  });

  it('makes a select with acceptInput a combobox whose suggestions are the options, showing free text as it is', () => {
    const html = inField({ type: 'select', state: 'colour', acceptInput: true, options: [{ id: 'red', label: 'Red' }] });
    expect(html).toMatch(/<input[^>]* list="[^"]+"/);
    expect(html).toContain('<option value="Red">');
    expect(render({ type: 'input', label: 'Colour', element: { type: 'select', state: 'colour', acceptInput: true, options: [{ id: 'red', label: 'Red' }] } }, { colour: 'teal' })).toContain(
      'value="teal"',
    );
  });

  it("draws a modal's subtitle of inline elements: text and a link", () => {
    const html = render({
      type: 'modal',
      title: 'ENG-42',
      subtitle: [
        { type: 'text', children: 'In ' },
        { type: 'link', target: { url: 'https://linear.app/acme' }, children: 'Acme' },
      ],
    });
    expect(html).toContain('<div class="ck-modal__subtitle"><span class="ck-text">In </span><a class="ck-link" href="https://linear.app/acme"');
  });

  it('draws a trailing icon, grouped block controls and the buttons over a webframe or a codeblock', () => {
    expect(render({ type: 'button', label: 'Open', trailingIcon: 'link-external', onPress: { action: 'o' } })).toMatch(/Open<svg class="ck-icon"/);
    const block = render({ type: 'block', controls: [{ label: 'Edit', onPress: { action: 'e' } }, [{ label: 'Delete', onPress: { action: 'd' } }]], children: [] });
    expect(block).toContain('>Edit</button><span class="ck-block__separator" aria-hidden="true"></span><button');
    const button = { type: 'button', label: 'Copy', onPress: { action: 'copy' } };
    expect(render({ type: 'codeblock', content: 'x', syntax: 'js', buttons: [button] })).toMatch(/ck-code__corner.*js.*Copy/);
    expect(render({ type: 'webframe', source: { url: 'https://example.com/embed' }, buttons: [button] })).toMatch(/ck-overlay__buttons.*Copy/);
  });
});

