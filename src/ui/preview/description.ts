import { useMemo } from 'react';
import { describeIntegration, type IntegrationDescription } from '../../core/handlers/describe';
import type { ScriptSummary } from '../../sandbox/types';
import { useManifestValue } from '../workspace/manifest';

/** What the integration does, from the manifest's text and what the loaded script declares (undefined until it has loaded). */
export function useIntegrationDescription(manifestText: string, title: string, summary: ScriptSummary | undefined): IntegrationDescription {
  const manifest = useManifestValue(manifestText);
  return useMemo(() => describeIntegration({ title, manifest, script: summary }), [manifest, title, summary]);
}
