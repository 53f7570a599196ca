import { describe, expect, it } from 'vitest';
import { findButtons, findFields, markdownText, textOf } from './tree';

const counter = {
  type: 'block',
  children: [
    {
      type: 'hstack',
      children: [
        { type: 'text', style: 'bold', children: ['Count: ', 3] },
        { type: 'button', label: 'Add', onPress: { action: 'increment' } },
      ],
    },
  ],
};

describe('textOf', () => {
  it('reads an hstack on one line and each block-level element on its own', () => {
    const tree = { type: 'block', children: [counter, { type: 'divider' }, { type: 'hint', children: 'Saved' }, false, null] };
    expect(textOf(tree)).toBe('Count: 3 Add\nSaved');
  });

  it('reads markdown as words, code as written, and a card with its title, hint and buttons', () => {
    const tree = {
      type: 'vstack',
      children: [
        { type: 'markdown', content: '## Release\nSee **the notes** and [the docs](https://x.example).' },
        { type: 'codeblock', content: 'const a = 1;\nconst b = 2;', syntax: 'ts' },
        { type: 'card', title: 'Issue 12', hint: 'Open', buttons: [{ type: 'button', label: 'Close issue', onPress: { action: 'close' } }] },
      ],
    };
    expect(textOf(tree)).toBe('Release\nSee the notes and the docs.\nconst a = 1;\nconst b = 2;\nIssue 12\nOpen\nClose issue');
  });

  it('shows what fields hold: typed text, the chosen option’s label, an edited codeblock', () => {
    const tree = {
      type: 'vstack',
      children: [
        { type: 'input', label: 'Email', element: { type: 'textinput', state: 'email' } },
        { type: 'input', label: 'Topic', element: { type: 'select', state: 'topic', options: [{ id: 'api', label: 'API changes' }] } },
        { type: 'codeblock', content: 'old', state: 'code' },
      ],
    };
    expect(textOf(tree, { email: 'a@b.c', topic: 'api', code: 'new' })).toBe('Email\na@b.c\nTopic\nAPI changes\nnew');
    expect(textOf(tree, {})).toBe('Email\nTopic\nold');
  });

  it('reads only the active step of a stepper, and a modal’s title and submit button', () => {
    const stepper = {
      type: 'stepper',
      activeStep: 'two',
      children: [
        { type: 'step', id: 'one', title: 'Connect', children: 'first' },
        { type: 'step', id: 'two', title: 'Choose', children: 'second' },
      ],
    };
    expect(textOf(stepper)).toBe('Choose\nsecond');
    expect(textOf({ type: 'modal', title: 'Pick', subtitle: 'One only', submit: { type: 'button', label: 'Done', onPress: { action: 'done' } } })).toBe('Pick\nOne only\nDone');
  });
});

describe('markdownText', () => {
  it('drops markers but keeps words, underscores inside words included', () => {
    expect(markdownText('- *one* and snake_case_name\n> quoted `code`')).toBe('one and snake_case_name\nquoted code');
  });
});

describe('findButtons', () => {
  it('names an icon-only button by its tooltip and finds block controls and pressable cards', () => {
    const tree = {
      type: 'block',
      controls: [{ label: 'Refresh', onPress: { action: 'refresh' } }],
      children: [
        { type: 'button', label: '', icon: 'close', tooltip: 'Dismiss', onPress: { action: 'dismiss' } },
        { type: 'card', title: 'Open issue', onPress: { action: 'open' } },
        { type: 'button', label: 'Delete', disabled: true, confirm: { title: 'Sure?', confirm: 'Delete' }, onPress: { action: 'delete' } },
      ],
    };
    expect(findButtons(tree).map((button) => [button.name, button.disabled, Boolean(button.confirm)])).toEqual([
      ['Refresh', false, false],
      ['Dismiss', false, false],
      ['Open issue', false, false],
      ['Delete', true, true],
    ]);
  });
});

describe('findFields', () => {
  it('labels a control by its input’s label, else its own label or placeholder', () => {
    const tree = {
      type: 'vstack',
      children: [
        { type: 'input', label: 'Email', element: { type: 'textinput', state: 'email' } },
        { type: 'checkbox', state: 'agree', label: 'I agree' },
        { type: 'textinput', state: 'q', placeholder: 'Search' },
        { type: 'switch', state: 'on' },
      ],
    };
    expect(findFields(tree).map((field) => [field.label, field.kind, field.state])).toEqual([
      ['Email', 'textinput', 'email'],
      ['I agree', 'checkbox', 'agree'],
      ['Search', 'textinput', 'q'],
      ['on', 'switch', 'on'],
    ]);
  });
});
