import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { workerdCheck } from './workerd-check';
import { WorkerdCheckItems } from './WorkerdCheckItems';

// The workerd check's findings as Problems lists them under kitbench dev (the server's `check` event in the store).
afterEach(() => workerdCheck.set(undefined));

describe('the workerd check in Problems', () => {
  it('lists each finding with its severity, message, file:line and the "workerd check" label', () => {
    workerdCheck.set({
      state: 'done',
      findings: [
        { severity: 'error', message: 'render of block "status" fails in workerd: Error: Disallowed operation called within global scope.', file: 'src/index.jsx', line: 4, column: 14 },
        { severity: 'warning', message: '`caches` exists in workerd, not in kitbench\'s engines', file: 'src/cache.ts', line: 2 },
      ],
    });
    const html = renderToStaticMarkup(<WorkerdCheckItems />);
    expect(html).toContain('aria-label="workerd check problems"');
    expect(html).toContain('class="problem problem--error"');
    expect(html).toContain('>Error<');
    expect(html).toContain('Disallowed operation called within global scope.');
    expect(html).toContain('>src/index.jsx:4:14<');
    expect(html).toContain('>Warning<');
    expect(html).toContain('>src/cache.ts:2<');
    expect(html.match(/>workerd check</g)).toHaveLength(2);
  });

  it('says as info why the check is unavailable, and shows nothing outside kitbench dev or when nothing is found', () => {
    expect(renderToStaticMarkup(<WorkerdCheckItems />)).toBe('');
    workerdCheck.set({ state: 'done', findings: [] });
    expect(renderToStaticMarkup(<WorkerdCheckItems />)).toBe('');
    workerdCheck.set({ state: 'unavailable', findings: [{ severity: 'info', message: 'The workerd check is unavailable: the workerd engine needs miniflare. Run `npm install miniflare`.' }] });
    const html = renderToStaticMarkup(<WorkerdCheckItems />);
    expect(html).toContain('class="problem problem--info"');
    expect(html).toContain('>Info<');
    expect(html).toContain('The workerd check is unavailable');
  });

  it('keeps the last findings listed (marked busy) while the next check runs', () => {
    workerdCheck.set({ state: 'checking', findings: [{ severity: 'error', message: 'eval() fails in workerd', file: 'src/a.ts', line: 1 }] });
    const html = renderToStaticMarkup(<WorkerdCheckItems />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('eval() fails in workerd');
  });
});
