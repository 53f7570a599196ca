import { useMemo } from 'react';
import { describeIntegration, type IntegrationDescription } from '../../core/handlers/describe';
import type { ScriptSummary } from '../../sandbox/types';
import { manifestValue } from '../workspace/manifest';

/** What the integration does, from the manifest's text and what the loaded script declares (undefined until it has loaded). */
export function useIntegrationDescription(manifestText: string, title: string, summary: ScriptSummary | undefined): IntegrationDescription {
  return useMemo(() => describeIntegration({ title, manifest: manifestValue(manifestText), script: summary }), [manifestText, title, summary]);
}
