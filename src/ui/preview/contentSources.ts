import { configurationComponentProps } from '../../core/installation/component';
import type { Installation } from '../../core/installation/installation';
import { eventPayload } from '../../core/events/catalog';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import type { RenderContext } from './instance';

/** One `contentSources[]` entry of the manifest, with the component that configures a new source of it. */
export interface ManifestContentSource {
  id: string;
  title: string;
  description?: string;
  /** `configuration.componentId`: what the platform shows when the author adds this source. */
  componentId?: string;
}

/** What a content source's configuration component completes with: `{ type: 'complete', returnValue }`. */
export interface ContentSourceConfigured {
  props: Record<string, unknown>;
  dependencies: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The manifest's `contentSources`, the entries without an id left out (the manifest's diagnostics name them). */
export function contentSourcesOf(manifest: unknown): ManifestContentSource[] {
  const list = isObject(manifest) && Array.isArray(manifest.contentSources) ? manifest.contentSources : [];
  return list.filter(isObject).flatMap((entry) => {
    if (typeof entry.id !== 'string' || !entry.id) return [];
    const configuration = isObject(entry.configuration) ? entry.configuration : {};
    return [
      {
        id: entry.id,
        title: typeof entry.title === 'string' && entry.title ? entry.title : entry.id,
        description: typeof entry.description === 'string' ? entry.description : undefined,
        componentId: typeof configuration.componentId === 'string' && configuration.componentId ? configuration.componentId : undefined,
      },
    ];
  });
}

/**
 * The props the platform renders a content source's configuration component with: the installation and, where the
 * source is added (a space), the space installation, each with its `configuration` (real ones type them
 * `InstallationConfigurationProps`).
 */
export function contentSourceConfigurationProps(environment: RuntimeEnvironment, configuration: Installation['configuration']): Record<string, unknown> {
  return configurationComponentProps({ level: 'space' }, environment, configuration);
}

/** `element.context` of that screen: the API's `configuration_contentsource`, in the installation's space. */
export function contentSourceContext(environment: RuntimeEnvironment): RenderContext {
  const spaceId = environment.spaceInstallation?.space ?? environment.installation?.space;
  const organizationId = (environment.installation as { target?: unknown; organization?: unknown } | undefined)?.organization;
  return {
    type: 'configuration_contentsource',
    organizationId: typeof organizationId === 'string' ? organizationId : 'org_kitbench',
    ...(spaceId ? { spaceId } : {}),
  };
}

/** Reads a completed component's `returnValue` as `{ props, dependencies }`, or says what is wrong with it. */
export function readConfigured(returnValue: unknown): { ok: true; value: ContentSourceConfigured } | { ok: false; message: string } {
  if (!isObject(returnValue)) {
    return { ok: false, message: "The component completed without a returnValue: the platform needs { type: 'complete', returnValue: { props, dependencies } } to add the source." };
  }
  if (!isObject(returnValue.props)) {
    return { ok: false, message: 'returnValue.props must be an object: it becomes the props of content_compute_revision.' };
  }
  if (returnValue.dependencies !== undefined && !isObject(returnValue.dependencies)) {
    return { ok: false, message: 'returnValue.dependencies must be an object of { ref } entries.' };
  }
  return { ok: true, value: { props: returnValue.props, dependencies: (returnValue.dependencies as Record<string, unknown> | undefined) ?? {} } };
}

/** The revision the mocked platform's spaces are at (`GET /spaces/{id}/content`). */
const CURRENT_REVISION = 'rev_kitbench1';

/**
 * The platform resolves each dependency before computing: a `{ ref: { kind: 'space', space } }` gets its `value`
 * (`{ object: 'space', id, revision }`, the space at its current revision). Other kinds pass as given.
 */
export function resolveDependencies(dependencies: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, dependency]) => {
      const ref = isObject(dependency) && isObject(dependency.ref) ? dependency.ref : undefined;
      if (ref && ref.kind === 'space' && typeof ref.space === 'string' && !('value' in (dependency as object))) {
        return [name, { ...(dependency as object), value: { object: 'space', id: ref.space, revision: CURRENT_REVISION } }];
      }
      return [name, dependency];
    }),
  );
}

/** `content_compute_revision` for the source, with what its configuration returned (dependencies resolved). */
export function computeRevisionEvent(sourceId: string, configured: ContentSourceConfigured, environment: RuntimeEnvironment) {
  return {
    ...eventPayload('content_compute_revision', environment),
    type: 'content_compute_revision',
    sourceId,
    props: configured.props,
    dependencies: resolveDependencies(configured.dependencies),
  };
}
