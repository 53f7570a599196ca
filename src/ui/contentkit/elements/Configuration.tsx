import type { ConfigurationElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `configuration`: the root of a component shown in the integration's configuration screen. */
export function Configuration({ element }: { element: ConfigurationElement }) {
  return (
    <div className="ck-configuration">
      <ContentKitChildren of={element.children} />
    </div>
  );
}
