import type { RuntimeContext, RuntimeEvent } from './types';

/** What a content source's callbacks receive: the props of the source and its resolved dependencies. */
export interface ContentSourceInput<Props = Record<string, unknown>> {
  props: Props;
  // biome-ignore lint/suspicious/noExplicitAny: the platform resolves them
  dependencies: Record<string, any>;
}

/** A content source, as `createIntegration({ contentSources })` takes it. */
export interface ContentSourceDefinition<Context extends RuntimeContext = RuntimeContext> {
  sourceId: string;
  compute(event: RuntimeEvent, context: Context): Promise<Response>;
}

/**
 * A content source (the platform runtime's `createContentSource`): `content_compute_revision` answers
 * `getRevision`'s pages, `content_compute_document` answers `{ document }` from `getPageDocument`.
 */
export function createContentSource<
  GetRevisionProps = Record<string, unknown>,
  GetPageDocumentProps = Record<string, unknown>,
  _Dependencies = Record<string, unknown>,
  Context extends RuntimeContext = RuntimeContext,
>(source: {
  sourceId: string;
  getRevision(input: ContentSourceInput<GetRevisionProps>, context: Context): Promise<unknown>;
  getPageDocument(input: ContentSourceInput<GetPageDocumentProps>, context: Context): Promise<unknown>;
}): ContentSourceDefinition<Context> {
  return {
    sourceId: source.sourceId,
    async compute(event, context) {
      const input = { props: event.props ?? {}, dependencies: event.dependencies ?? {} } as ContentSourceInput<never>;
      let output: unknown;
      if (event.type === 'content_compute_revision') output = await source.getRevision(input, context);
      else if (event.type === 'content_compute_document') output = { document: await source.getPageDocument(input, context) };
      else throw new Error(`Unhandled discriminated union member: ${JSON.stringify(event)}`);
      return new Response(JSON.stringify(output), { headers: { 'content-type': 'application/json' } });
    },
  };
}
