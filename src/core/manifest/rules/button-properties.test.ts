import { describe, expect, it } from 'vitest';
import { applyFix, only, positionOf, withExtra } from '../test-helpers.ts';
import { validate } from '../validate.ts';

const button = (keys: string) => withExtra(`configurations:\n  account:\n    properties:\n      oauth:\n        type: button\n${keys}`);

describe('button properties', () => {
  it('fails a button without callback_url: it cannot start an OAuth connection', () => {
    const text = button('        button_text: Connect\n');
    const d = only(text, 'required');
    expect(d.severity).toBe('error');
    expect(d.message).toBe(
      'missing required key "callback_url" in configurations.account.properties.oauth: a button property needs the path of the endpoint that receives the OAuth callback to start a connection',
    );
    const fixed = applyFix(text, d.fixes![0]);
    expect(fixed).toContain('        button_text: Connect\n        callback_url: /oauth');
    expect(validate(fixed).diagnostics).toEqual([]);
  });

  it('warns about a button without button_text, at the property, with a fix', () => {
    const text = button('        callback_url: /oauth\n');
    const d = only(text, 'button-text');
    expect(d.severity).toBe('warning');
    expect(d.at).toEqual(positionOf(text, 'oauth:'));
    expect(validate(text).valid).toBe(true);
    expect(validate(applyFix(text, d.fixes![0])).diagnostics).toEqual([]);
  });

  it('accepts a button with both', () => {
    expect(validate(button('        button_text: Connect\n        callback_url: /oauth\n')).diagnostics).toEqual([]);
  });
});
