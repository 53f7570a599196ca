/**
 * ContentKit as `@service/api` names it: the element types (one source, src/core/contentkit/elements.ts, shared with
 * the preview), the render context a component sees as `element.context`, and the render output.
 */
import type { BlockElement, ButtonElement, CardElement, CodeBlockElement, ConfigurationElement, ContentKitElement, HintElement, InputElement, MarkdownElement, ModalElement, SelectElement, TextInputElement, WebFrameElement } from '../contentkit/elements';
import type { ContentKitContextType } from './enums';
export type * from '../contentkit/elements';
/**
 * The render context of a component (`element.context`): the surface it renders in, as the platform sends it
 * (the environment is the handler's `context.environment`, not part of this).
 */
export interface ContentKitContext {
    /** `document`, `configuration_account`, ... (ContentKitContextType). */
    type: ContentKitContextType | (string & {});
    /** `configuration_account`: the organization. */
    organizationId?: string;
    /** `configuration_site`: the site. */
    siteId?: string;
    /** `document` and `configuration_space`: the space the block sits in. */
    spaceId?: string;
    /** `document`: whether the reader may edit the block. */
    editable?: boolean;
    /** The color theme the host shows. */
    theme?: 'light' | 'dark';
}
/** What one `ui_render` answers: the element with the state and props to keep, or a finished configuration flow. */
export type ContentKitRenderOutput = {
    type: 'element';
    state: Record<string, unknown>;
    props: Record<string, unknown>;
    element: ContentKitElement;
} | {
    type: 'complete';
    returnValue?: Record<string, unknown>;
};
/** The platform client's names for the elements integrations type most often. */
export type ContentKitBlock = BlockElement;
export type ContentKitButton = ButtonElement;
export type ContentKitCard = CardElement;
export type ContentKitCodeBlock = CodeBlockElement;
export type ContentKitConfiguration = ConfigurationElement;
export type ContentKitHint = HintElement;
export type ContentKitInput = InputElement;
export type ContentKitMarkdown = MarkdownElement;
export type ContentKitModal = ModalElement;
export type ContentKitSelect = SelectElement;
export type ContentKitTextInput = TextInputElement;
export type ContentKitWebFrame = WebFrameElement;
