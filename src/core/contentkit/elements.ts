/**
 * ContentKit: the markup a component's `render` returns. Every element is a plain object keyed by `type`
 * (spec: Component; DESIGN.md "ContentKit"). JSX produces the same objects: the runtime's jsx-runtime maps
 * `<button label="Add" />` to `{ type: 'button', label: 'Add' }` using `ContentKitIntrinsicElements` below.
 */

import type { ContentKitUrlParts } from './urls';

/** An action payload, as `onPress`, `onValueChange`, `onContentChange` carry it: `{ action: 'name', ...rest }`. */
export interface ContentKitAction {
  action: string;
  [key: string]: unknown;
}

/** What may sit in `children`: elements, text, numbers, and the falsy values JSX conditionals leave behind. */
export type ContentKitNode = ContentKitElement | string | number | boolean | null | undefined | ContentKitNode[];

/** A value read from the component's state where the platform allows one (`{ $state: 'key' }`). */
export interface ContentKitStateBinding {
  $state: string;
}

/** A URL reference, as `image`, `webframe` and `link` take it. */
export interface ContentKitUrl {
  url: string;
}

/** A URL reference a select's `options` and a link's `target` take: a string or `{ host, pathname, query }`. */
export interface ContentKitUrlTarget {
  url: string | ContentKitUrlParts;
}

/** The built-in icon names a `button`, `card` or `hint` may show. Any other string renders as text initials. */
export type ContentKitIcon = string;

/** A confirmation asked before an action is dispatched (a button's, a switch's, a radio's, a block control's). */
export interface ButtonConfirm {
  title: string;
  text?: string;
  confirm: string;
  style?: 'primary' | 'danger';
}

/** One entry of a block's control menu. */
export interface BlockControl {
  label: string;
  icon?: ContentKitIcon;
  onPress: ContentKitAction;
  /** Asked before `onPress` is dispatched. */
  confirm?: ButtonConfirm;
}

/** A block as the document hosts it: the top-level element a component usually renders. */
export interface BlockElement {
  type: 'block';
  /** Extra entries in the block's toolbar (beside the editor's own controls); a nested list is a group. */
  controls?: (BlockControl | BlockControl[])[];
  children?: ContentKitNode;
}

/** A push button. `onPress` is dispatched to the component's `action`. */
export interface ButtonElement {
  type: 'button';
  /** The visible text; an icon-only button (no label) is named by `tooltip`, else by its icon's name. */
  label?: string;
  onPress: ContentKitAction;
  style?: 'primary' | 'secondary' | 'danger';
  tooltip?: string;
  icon?: ContentKitIcon;
  /** An icon after the label. */
  trailingIcon?: ContentKitIcon;
  disabled?: boolean;
  /** When set, the user confirms in a dialog before `onPress` is dispatched. */
  confirm?: ButtonConfirm;
}

/** Inline text. */
export interface TextElement {
  type: 'text';
  style?: 'bold' | 'italic' | 'strikethrough' | 'code';
  children?: ContentKitNode;
}

/** A plain container. */
export interface BoxElement {
  type: 'box';
  grow?: number;
  children?: ContentKitNode;
}

/** A vertical stack. */
export interface VStackElement {
  type: 'vstack';
  align?: 'start' | 'center' | 'end';
  children?: ContentKitNode;
}

/** A horizontal stack. */
export interface HStackElement {
  type: 'hstack';
  align?: 'start' | 'center' | 'end';
  children?: ContentKitNode;
}

/** A separator line. */
export interface DividerElement {
  type: 'divider';
  style?: 'default' | 'line';
  size?: 'small' | 'medium' | 'large';
}

/** A card: title, hint, icon, optional press action and buttons. */
export interface CardElement {
  type: 'card';
  title?: string;
  hint?: ContentKitNode;
  icon?: ContentKitIcon | ImageElement;
  onPress?: ContentKitAction;
  buttons?: ButtonElement[];
  children?: ContentKitNode;
}

/** An image from a URL. */
export interface ImageElement {
  type: 'image';
  source: ContentKitUrl;
  /** Width divided by height. */
  aspectRatio: number;
  alt?: string;
}

/** Markdown, rendered without raw HTML and with safe links only. */
export interface MarkdownElement {
  type: 'markdown';
  content: string | ContentKitStateBinding;
}

/** A code block, editable when `state` names the key that holds its content. */
export interface CodeBlockElement {
  type: 'codeblock';
  content: string | ContentKitStateBinding;
  syntax?: string;
  lineNumbers?: boolean | number;
  /** The state key the edited content is written to. */
  state?: string;
  onContentChange?: ContentKitAction;
  /** Elements shown under the code (buttons, text), as real code blocks put their "Copy" or "Run" there. */
  footer?: ContentKitNode;
  /** Elements shown above the code. */
  header?: ContentKitNode;
  /** Buttons shown over a corner of the code. */
  buttons?: ButtonElement[];
}

/** A sandboxed iframe (no same-origin). `data` is posted to it; it may post `@webframe.ready`/`@webframe.resize`. */
export interface WebFrameElement {
  type: 'webframe';
  source: ContentKitUrl;
  aspectRatio?: number;
  /** Values posted to the frame as `{ state }`; a `{ $state: 'key' }` value is bound to that state key. */
  data?: Record<string, unknown>;
  /** Buttons shown over a corner of the frame. */
  buttons?: ButtonElement[];
}

/** A labelled form field wrapping one input element. */
export interface InputElement {
  type: 'input';
  label: string;
  hint?: ContentKitNode;
  element: TextInputElement | SelectElement | SwitchElement | CheckboxElement | RadioElement | CodeBlockElement | ButtonElement;
}

/** A single-line (or multiline) text field bound to a state key. */
export interface TextInputElement {
  type: 'textinput';
  state: string;
  initialValue?: string;
  placeholder?: string;
  multiline?: boolean;
  /** `password` masks what is typed; `email` asks for an address. Default `text`. */
  inputType?: 'text' | 'password' | 'email';
  /** Shown but not editable, for assistive technology too. */
  disabled?: boolean;
  onValueChange?: ContentKitAction;
}

/** One choice of a `select`. */
export interface SelectOption {
  id: string;
  label: string;
  icon?: ContentKitIcon | ImageElement;
}

/** Options the platform provides itself (`openapi`: the space's OpenAPI specifications). */
export interface SelectBuiltInSource {
  source: 'openapi';
}

/** A dropdown with static options or options fetched from a URL (JSON array of `{ id, label }` or `{ value, label }`). */
export interface SelectElement {
  type: 'select';
  state: string;
  options: SelectOption[] | ContentKitUrlTarget | SelectBuiltInSource;
  initialValue?: string | string[];
  placeholder?: string;
  multiple?: boolean;
  /** The text typed in the select's filter may be chosen as a value of its own (free text). */
  acceptInput?: boolean;
  disabled?: boolean;
  onValueChange?: ContentKitAction;
}

/** An on/off switch bound to a state key. */
export interface SwitchElement {
  type: 'switch';
  state: string;
  initialValue?: boolean;
  disabled?: boolean;
  /** Asked before the switch changes. */
  confirm?: ButtonConfirm;
  onValueChange?: ContentKitAction;
}

/** A checkbox bound to a state key (`value` is what is stored when checked; default `true`). */
export interface CheckboxElement {
  type: 'checkbox';
  state: string;
  value?: string | number | boolean;
  label?: string;
  initialValue?: boolean;
  disabled?: boolean;
  /** Asked before the checkbox changes. */
  confirm?: ButtonConfirm;
  onValueChange?: ContentKitAction;
}

/** A radio button: radios sharing a `state` key form one group. */
export interface RadioElement {
  type: 'radio';
  state: string;
  value: string | number | boolean;
  label?: string;
  initialValue?: string | number | boolean;
  disabled?: boolean;
  /** Asked before this choice is picked. */
  confirm?: ButtonConfirm;
  onValueChange?: ContentKitAction;
}

/** A link to a URL. */
export interface LinkElement {
  type: 'link';
  target: ContentKitUrlTarget;
  children?: ContentKitNode;
}

/** A callout. */
export interface HintElement {
  type: 'hint';
  style?: 'info' | 'warning' | 'danger' | 'success';
  children?: ContentKitNode;
}

/** A modal's content, rendered by the host when `@ui.modal.open` names a component. */
export interface ModalElement {
  type: 'modal';
  title?: string;
  /** Text, or inline elements (text, links, images) as linear-style integrations write it. */
  subtitle?: ContentKitNode;
  size?: 'medium' | 'large' | 'xlarge' | 'fullscreen';
  /** What the opener's action receives as `returnValue` when the user closes the modal (✕, Escape). */
  returnValue?: Record<string, unknown>;
  /** The primary button at the bottom of the modal. */
  submit?: ButtonElement;
  children?: ContentKitNode;
}

/** The root of a component rendered in the integration's configuration screen. */
export interface ConfigurationElement {
  type: 'configuration';
  children?: ContentKitNode;
}

/** A multi-step flow; `activeStep` is the id of the step shown. */
export interface StepperElement {
  type: 'stepper';
  activeStep?: string;
  onStepChange?: ContentKitAction;
  onComplete?: ContentKitAction;
  children?: ContentKitNode;
}

/** One step of a `stepper`. */
export interface StepElement {
  type: 'step';
  id: string;
  title?: string;
  /** Whether the user may go on to the next step. */
  next?: boolean;
  children?: ContentKitNode;
}

/** Every ContentKit element, discriminated on `type`. */
export type ContentKitElement =
  | BlockElement
  | ButtonElement
  | TextElement
  | BoxElement
  | VStackElement
  | HStackElement
  | DividerElement
  | CardElement
  | ImageElement
  | MarkdownElement
  | CodeBlockElement
  | WebFrameElement
  | InputElement
  | TextInputElement
  | SelectElement
  | SwitchElement
  | CheckboxElement
  | RadioElement
  | LinkElement
  | HintElement
  | ModalElement
  | ConfigurationElement
  | StepperElement
  | StepElement;

/** The element type names. */
export type ContentKitElementType = ContentKitElement['type'];

/** Every element type name, in the order DESIGN.md lists them. */
export const CONTENTKIT_ELEMENT_TYPES: readonly ContentKitElementType[] = [
  'block',
  'button',
  'text',
  'box',
  'vstack',
  'hstack',
  'divider',
  'card',
  'image',
  'markdown',
  'codeblock',
  'webframe',
  'input',
  'textinput',
  'select',
  'switch',
  'checkbox',
  'radio',
  'link',
  'hint',
  'modal',
  'configuration',
  'stepper',
  'step',
];

/** The element of a given type. */
export type ContentKitElementOf<T extends ContentKitElementType> = Extract<ContentKitElement, { type: T }>;

/** JSX props of one element: everything but `type`; `children` always allowed as a node (JSX may pass any). */
export type ContentKitProps<T extends ContentKitElementType> = Omit<ContentKitElementOf<T>, 'type' | 'children'> & {
  children?: ContentKitNode;
  key?: string | number;
};

/** The `JSX.IntrinsicElements` map for ContentKit: `<button label="Add" onPress={...} />` etc. */
export type ContentKitIntrinsicElements = { [T in ContentKitElementType]: ContentKitProps<T> };

/** The built-in actions the host handles itself rather than the component's `action`. */
export type BuiltinActionName =
  | '@ui.modal.open'
  | '@ui.modal.close'
  | '@ui.url.open'
  | '@editor.node.updateProps'
  | '@webframe.ready'
  | '@webframe.resize';
