import { asRecord, label } from '../context.ts';
import { escapeSegment } from '../locate.ts';
import type { Rule } from './rule.ts';

/**
 * Values the spec expects filled in that the platform's CLI accepts empty (its zod manifest schema, GitbookIO/integrations
 * packages/cli/src/manifest.ts: a bare `z.string()`, an array with no minimum): a warning naming the spec, never an
 * error, so a real manifest the platform publishes is valid here too (stackblitz's `description: ''`); the platform's
 * own keys alike (a configuration's or content source's `componentId`, `envs.<env>.organization`, a block's
 * `markdown`). Empty values the platform refuses stay schema errors: `name` (its pattern), a block's `title` (2 to 40
 * characters), `script` (no file to run).
 */
export const emptyValues: Rule = {
  name: 'empty-values',
  check(context) {
    const { root } = context;
    // `what`: what the spec expects there; for a key only the platform has (`platform`), what the value names.
    const warn = (pointer: string, what: string, platform = false) =>
      context.report({
        severity: 'warning',
        code: 'empty-value',
        pointer,
        message: `${label(pointer)} is empty: ${platform ? 'it names' : 'the spec expects'} ${what} (the platform's CLI accepts it empty)`,
      });
    const emptyString = (value: unknown) => typeof value === 'string' && value.trim() === '';
    const emptyList = (value: unknown) => Array.isArray(value) && value.length === 0;
    if (emptyString(root.title)) warn('/title', 'the name shown to users');
    if (emptyString(root.description)) warn('/description', 'a short description');
    if (emptyString(root.organization)) warn('/organization', "the owning organization's id or subdomain");
    if (emptyString(root.icon)) warn('/icon', 'the path of an image in the folder');
    if (emptyList(root.categories)) warn('/categories', 'at least one category');
    list(root.previewImages).forEach((image, index) => {
      if (emptyString(image)) warn(`/previewImages/${index}`, 'the path of an image in the folder');
    });
    list(root.blocks).forEach((block, index) => {
      if (emptyString(asRecord(block)?.id)) warn(`/blocks/${index}/id`, "the componentId of one of the script's components");
      const markdown = asRecord(asRecord(block)?.markdown);
      if (emptyString(markdown?.codeblock)) warn(`/blocks/${index}/markdown/codeblock`, "the code block's language", true);
      if (emptyString(markdown?.body)) warn(`/blocks/${index}/markdown/body`, "the block's prop that holds the code block's text", true);
    });
    list(root.contentSources).forEach((source, index) => {
      if (emptyString(asRecord(source)?.id)) warn(`/contentSources/${index}/id`, 'the content source', true);
      const component = asRecord(asRecord(source)?.configuration)?.componentId;
      if (emptyString(component)) warn(`/contentSources/${index}/configuration/componentId`, "the script's component that configures it", true);
    });
    for (const [env, values] of Object.entries(asRecord(root.envs) ?? {})) {
      if (emptyString(asRecord(values)?.organization)) warn(`/envs/${escapeSegment(env)}/organization`, 'the owning organization in this environment', true);
    }
    list(root.externalLinks).forEach((link, index) => {
      if (emptyString(asRecord(link)?.label)) warn(`/externalLinks/${index}/label`, 'the text of the link');
    });
    for (const [level, configuration] of Object.entries(asRecord(root.configurations) ?? {})) {
      if (emptyString(asRecord(configuration)?.componentId)) {
        warn(`/configurations/${escapeSegment(level)}/componentId`, "the script's component that renders this screen", true);
      }
      for (const [name, property] of Object.entries(asRecord(asRecord(configuration)?.properties) ?? {})) {
        if (emptyList(asRecord(property)?.enum)) {
          warn(`/configurations/${escapeSegment(level)}/properties/${escapeSegment(name)}/enum`, 'at least one allowed value');
        }
      }
    }
  },
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
