import { createComponent, createContentSource, createIntegration, ExposableError } from '@gitbook/runtime';

type GlossaryProps = { terms: string };

/** What the author sees when adding the source: the terms, comma-separated, then Continue. */
const configureGlossary = createComponent<{}, GlossaryProps, { action: 'submit' }>({
  componentId: 'configure-glossary',
  initialState: () => ({ terms: '' }),
  action: async (element, action) => {
    if (action.action === 'submit') {
      if (!element.state.terms.trim()) throw new ExposableError('Type at least one term');
      return { type: 'complete', returnValue: { props: { terms: element.state.terms }, dependencies: {} } };
    }
    return element;
  },
  render: async () => (
    <configuration>
      <input label="Terms" hint="Comma-separated, one page each." element={<textinput state="terms" />} />
      <button style="primary" label="Continue" onPress={{ action: 'submit' }} />
    </configuration>
  ),
});

const termsOf = (props: GlossaryProps) =>
  props.terms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

const slug = (term: string) => term.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const glossary = createContentSource<GlossaryProps, { term?: string }>({
  sourceId: 'glossary',
  // each page's document comes from getPageDocument, asked with the page's own props
  getRevision: async ({ props }, context) => ({
    pages: termsOf(props).map((term) => ({
      title: term,
      slug: slug(term),
      type: 'document' as const,
      computed: { type: `integration:${context.environment.integration.name}:glossary`, props: { term } },
    })),
    files: [],
  }),
  getPageDocument: async ({ props }) => ({
    object: 'document',
    data: {},
    nodes: [{ object: 'block', type: 'paragraph', data: {}, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: `What ${props.term} means.`, marks: [] }] }] }],
  }),
});

export default createIntegration({
  components: [configureGlossary],
  contentSources: [glossary],
});
