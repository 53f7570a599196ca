/**
 * kitbench's ContentKit elements against the platform's: `@gitbook/api` (0.202.0) declares each element's props in
 * its `ContentKit*` interfaces. Every prop it declares must be one kitbench's types know (no "unknown prop" error in
 * the script editor or an author's tsc) and one the element checks accept (no error box for a valid element).
 */
import type * as Api from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import type { ContentKitElementOf, ContentKitElementType } from './elements';
import { checkElement } from './validate';

/** `true` when kitbench's element declares every key the platform's does; else the missing keys (a type error below). */
type Covers<Platform, Ours> = [Exclude<keyof Platform, keyof Ours>] extends [never] ? true : Exclude<keyof Platform, keyof Ours>;

type PlatformElements = {
  block: Api.ContentKitBlock;
  button: Api.ContentKitButton;
  text: Api.ContentKitText;
  box: Api.ContentKitBox;
  vstack: Api.ContentKitVStack;
  hstack: Api.ContentKitHStack;
  divider: Api.ContentKitDivider;
  card: Api.ContentKitCard;
  image: Api.ContentKitImage;
  markdown: Api.ContentKitMarkdown;
  codeblock: Api.ContentKitCodeBlock;
  webframe: Api.ContentKitWebFrame;
  input: Api.ContentKitInput;
  textinput: Api.ContentKitTextInput;
  select: Api.ContentKitSelect;
  switch: Api.ContentKitSwitch;
  checkbox: Api.ContentKitCheckbox;
  radio: Api.ContentKitRadio;
  link: Api.ContentKitLink;
  hint: Api.ContentKitHint;
  modal: Api.ContentKitModal;
  configuration: Api.ContentKitConfiguration;
  stepper: Api.ContentKitStepper;
  step: Api.ContentKitStepperStep;
};

// A compile-time check (tsc runs over the tests): one entry per element type, each `true`.
const covered: { [T in ContentKitElementType]: Covers<PlatformElements[T], ContentKitElementOf<T>> } = {
  block: true,
  button: true,
  text: true,
  box: true,
  vstack: true,
  hstack: true,
  divider: true,
  card: true,
  image: true,
  markdown: true,
  codeblock: true,
  webframe: true,
  input: true,
  textinput: true,
  select: true,
  switch: true,
  checkbox: true,
  radio: true,
  link: true,
  hint: true,
  modal: true,
  configuration: true,
  stepper: true,
  step: true,
};

const press = { action: 'go' };
const button: Api.ContentKitButton = { type: 'button', label: 'Go', onPress: press };
const confirm: Api.ContentKitConfirm = { title: 'Sure?', text: 'It cannot be undone.', confirm: 'Yes', style: 'danger' };
const image: Api.ContentKitImage = { type: 'image', source: { url: 'https://example.com/a.png' }, aspectRatio: 1 };
const text: Api.ContentKitText = { type: 'text', children: ['Hi'] };

/** One element of each type with every prop `@gitbook/api` declares, set as the platform allows it. */
const EVERY_PROP: { [T in ContentKitElementType]: Omit<PlatformElements[T], 'type'> & { type: T } } = {
  block: { type: 'block', children: [text], controls: [{ label: 'Edit', icon: 'edit' as Api.ContentKitIcon, onPress: press, confirm }, [{ label: 'Group', onPress: press }]] },
  button: { ...button, style: 'primary', icon: 'github' as Api.ContentKitIcon, trailingIcon: 'link-external' as Api.ContentKitIcon, tooltip: 'Go there', confirm, disabled: true },
  text: { type: 'text', style: 'code', children: ['a', { type: 'link', target: { url: 'https://example.com' }, children: 'b' }] },
  box: { type: 'box', grow: 1, children: [text] },
  vstack: { type: 'vstack', align: 'center', children: [text] },
  hstack: { type: 'hstack', align: 'end', children: [text] },
  divider: { type: 'divider', size: 'large' },
  card: { type: 'card', title: 'Card', hint: [text], icon: image, onPress: press, children: [text], buttons: [button] },
  image: { ...image },
  markdown: { type: 'markdown', content: { $state: 'notes' } },
  codeblock: {
    type: 'codeblock',
    content: { $state: 'code' },
    syntax: 'js',
    lineNumbers: 3,
    buttons: [button],
    state: 'code',
    onContentChange: press,
    header: [text],
    footer: [button],
  },
  webframe: { type: 'webframe', aspectRatio: 2, source: { url: 'https://example.com/frame' }, buttons: [button], data: { content: { $state: 'content' }, mode: 'dark' } },
  input: { type: 'input', label: 'Name', hint: text, element: { type: 'textinput', state: 'name' } },
  textinput: { type: 'textinput', disabled: true, state: 'secret', initialValue: 'x', placeholder: 'Token', multiline: false, inputType: 'password' },
  select: {
    type: 'select',
    disabled: false,
    state: 'team',
    initialValue: ['a'],
    onValueChange: press,
    placeholder: 'Team',
    multiple: true,
    acceptInput: true,
    options: [{ id: 'a', label: 'A', icon: image }],
  },
  switch: { type: 'switch', disabled: true, state: 'on', initialValue: true, onValueChange: press, confirm },
  checkbox: { type: 'checkbox', state: 'tags', value: 'docs', confirm },
  radio: { type: 'radio', disabled: true, state: 'size', value: 2, confirm },
  link: { type: 'link', target: { url: { host: 'example.com', pathname: '/a', query: { q: { $state: 'q' } } } }, children: ['Docs'] },
  hint: { type: 'hint', children: [text] },
  modal: { type: 'modal', title: 'Issue', subtitle: [text, { type: 'link', target: { url: 'https://example.com' }, children: 'ENG-1' }], size: 'xlarge', returnValue: { picked: 1 }, children: [text], submit: button },
  configuration: { type: 'configuration', children: [text] },
  stepper: { type: 'stepper', activeStep: 'one', onStepChange: press, onComplete: press, children: [{ type: 'step', id: 'one', children: [text] }] },
  step: { type: 'step', id: 'one', title: 'One', next: true, children: [text] },
};

describe("the platform's element props", () => {
  it("declares every prop of @gitbook/api's ContentKit elements (checked by tsc)", () => {
    expect(Object.values(covered).every((value) => value === true)).toBe(true);
  });

  it.each(Object.entries(EVERY_PROP))('accepts a %s with every prop the platform declares', (_type, element) => {
    expect(checkElement(element)).toEqual({ ok: true, element });
  });

  it('still names a wrong value for the new props', () => {
    const problems = (value: unknown) => {
      const check = checkElement(value);
      return check.ok ? [] : check.problems.map((problem) => problem.message);
    };
    expect(problems({ type: 'textinput', state: 's', inputType: 'number' })).toEqual(['`inputType` must be one of text, password, email, got "number"']);
    expect(problems({ type: 'select', state: 's', options: [], acceptInput: 'yes' })).toEqual(['`acceptInput` must be true or false, got "yes"']);
    expect(problems({ type: 'switch', state: 's', disabled: 1 })).toEqual(['`disabled` must be true or false, got number 1']);
    expect(problems({ type: 'modal', subtitle: [{ title: 'x' }] })).toEqual(['`subtitle` item 1 must be an element like <button ... />, got an object']);
  });
});
