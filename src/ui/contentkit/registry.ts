import type { ComponentType } from 'react';
import type { ContentKitElement, ContentKitElementOf, ContentKitElementType } from '../../core/contentkit/elements';
import { Block } from './elements/Block';
import { Box } from './elements/Box';
import { Button } from './elements/Button';
import { Card } from './elements/Card';
import { Checkbox } from './elements/Checkbox';
import { CodeBlock } from './elements/CodeBlock';
import { Configuration } from './elements/Configuration';
import { Divider } from './elements/Divider';
import { HStack } from './elements/HStack';
import { Hint } from './elements/Hint';
import { Image } from './elements/Image';
import { Input } from './elements/Input';
import { Link } from './elements/Link';
import { Markdown } from './elements/Markdown';
import { Modal } from './elements/Modal';
import { Radio } from './elements/Radio';
import { Select } from './elements/Select';
import { Step } from './elements/Step';
import { Stepper } from './elements/Stepper';
import { Switch } from './elements/Switch';
import { Text } from './elements/Text';
import { TextInput } from './elements/TextInput';
import { VStack } from './elements/VStack';
import { WebFrame } from './elements/WebFrame';

/** One renderer per element type; the mapped type makes a missing renderer a compile error. */
export const renderers: { [T in ContentKitElementType]: ComponentType<{ element: ContentKitElementOf<T> }> } = {
  block: Block,
  button: Button,
  text: Text,
  box: Box,
  vstack: VStack,
  hstack: HStack,
  divider: Divider,
  card: Card,
  image: Image,
  markdown: Markdown,
  codeblock: CodeBlock,
  webframe: WebFrame,
  input: Input,
  textinput: TextInput,
  select: Select,
  switch: Switch,
  checkbox: Checkbox,
  radio: Radio,
  link: Link,
  hint: Hint,
  modal: Modal,
  configuration: Configuration,
  stepper: Stepper,
  step: Step,
};

/** The renderer of a checked element (the union narrows per key, so widen it once here). */
export function rendererFor(type: ContentKitElementType): ComponentType<{ element: ContentKitElement }> {
  return renderers[type] as ComponentType<{ element: ContentKitElement }>;
}
