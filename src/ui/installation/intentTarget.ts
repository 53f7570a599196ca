import type { PanelIntent } from '../shell/navigation';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The element under `root` whose accessible name (by `aria-labelledby`) is `name`, and the element naming it. */
function named(root: ParentNode, name: string): { element: HTMLElement; label: HTMLElement } | undefined {
  for (const element of root.querySelectorAll<HTMLElement>('[aria-labelledby]')) {
    const label = document.getElementById(element.getAttribute('aria-labelledby')!.split(/\s+/)[0]);
    if (label?.textContent?.trim() === name) return { element, label };
  }
  return undefined;
}

/**
 * Where "Connect in Installation" / "Open Site configuration in Installation" lands: the Install button until the
 * integration is installed (the forms appear then), else the scope's OAuth button or its first field; the scope's
 * heading while its configuration component is still rendering.
 */
export function installationTarget(
  root: HTMLElement | null,
  intent: Extract<PanelIntent, { panel: 'installation' }>,
  installed: boolean,
): HTMLElement | null {
  if (!root) return null;
  if (!installed) return root.querySelector<HTMLElement>('.inst-summary__install');
  const scope = named(root, intent.scope === 'site' ? 'Site configuration' : 'Account configuration');
  if (!scope) return null;
  const oauth = intent.focus === 'oauth' ? scope.element.querySelector<HTMLElement>('.inst-oauth button:not([disabled])') : null;
  const target = oauth ?? scope.element.querySelector<HTMLElement>(FOCUSABLE);
  if (target) return target;
  scope.label.tabIndex = -1;
  return scope.label;
}
