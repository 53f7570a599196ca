import { useEffect, useState, useSyncExternalStore } from 'react';
import { ComponentInstance, type InstanceEnvironment, type InstanceSnapshot } from './instance';
import { usePreviewSession } from './session';

const idle: InstanceSnapshot = { status: 'starting', props: {}, state: {}, tree: undefined, timeline: [] };
const noop = () => () => {};

/**
 * Creates a component instance for as long as the view is mounted, starts it once the script has loaded, and
 * re-renders it (state kept) whenever the host loads a new script version.
 */
export function useInstance(
  componentId: string,
  props: Record<string, unknown>,
  extra?: Pick<InstanceEnvironment, 'closeModal' | 'persistProps' | 'context' | 'openedWith'>,
): { instance: ComponentInstance | undefined; snapshot: InstanceSnapshot } {
  const session = usePreviewSession();
  const [instance, setInstance] = useState<ComponentInstance | undefined>(undefined);
  // Props and callbacks are read when the instance is created; later prop changes come from the instance itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one instance per component id and host
  useEffect(() => {
    const { host } = session;
    const created = new ComponentInstance(componentId, props, { ...extra, host, openModal: session.openModal, openUrl: session.openUrl });
    let seenVersion = -1;
    const sync = () => {
      if (host.version === seenVersion) return;
      const ready = host.summary !== undefined || host.loadProblem !== undefined;
      if (!ready) return;
      const first = seenVersion === -1;
      seenVersion = host.version;
      void (first ? created.start() : created.rerender());
    };
    const unsubscribe = host.subscribe(sync);
    sync();
    setInstance(created);
    return () => {
      unsubscribe();
      created.dispose();
    };
  }, [componentId, session.host]);
  const snapshot = useSyncExternalStore(
    instance ? instance.subscribe : noop,
    instance ? instance.getSnapshot : () => idle,
    instance ? instance.getSnapshot : () => idle,
  );
  return { instance, snapshot };
}
