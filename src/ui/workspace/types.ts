import type { KeepRule } from '../../core/mocks/redaction';

/** A binary file of the integration folder (icon, preview images), stored as base64. */
export interface WorkspaceAsset {
  path: string;
  mime: string;
  base64: string;
}

/** Where the integration is installed, and what the user configured (spec: Environment context, States). */
export interface InstallationState {
  id: string;
  target: 'space' | 'site' | 'organization';
  /** The space of a space installation, or the space a site installation's site publishes. */
  spaceId: string;
  /** The site of a site installation. */
  siteId?: string;
  /** `pending` until the configuration validates, then `active`; `paused` is set by hand. */
  status: 'pending' | 'active' | 'paused';
  configuration: {
    account: Record<string, unknown>;
    site: Record<string, unknown>;
  };
}

/** One integration being authored: the files of its folder plus the playground's own settings. */
export interface Workspace {
  id: string;
  name: string;
  /** The text of the folder's manifest (`manifestFile`). */
  manifest: string;
  /**
   * The file the manifest came from and goes back to when it is not the spec's `service-manifest.yaml`: the platform
   * CLI's `gitbook-manifest.yaml` (an imported or `kitbench dev` folder). Read it with `manifestFileOf`.
   */
  manifestFile?: string;
  /**
   * Every text file of the folder except the manifest, by folder-relative path (`src/index.tsx`, `src/utils.ts`,
   * `package.json`). The entry among them is `entryOf(workspace)`.
   */
  sources: Record<string, string>;
  /** The source file shown in the script editor. */
  openFile: string;
  /** `dev`: served by `kitbench dev`, the files live on disk; `link`: opened from a share link. */
  origin?: 'dev' | 'link';
  /** `false` for a workspace opened from a share link until the user chooses to run its script (then `true`). */
  trusted?: boolean;
  assets: WorkspaceAsset[];
  /** Environment variables that `${{ env.NAME }}` secrets resolve against. Never shared. */
  env: Record<string, string>;
  /**
   * The manifest's `envs` entry whose `secrets` are in effect, as `gitbook dev --env <name>` chooses it; absent:
   * `default`, as the platform's CLI without `--env`. Never shared.
   */
  manifestEnvironment?: string;
  installation: InstallationState | null;
  /**
   * Record mode's keep choices (`kitbench dev --record`): places of requests whose values the author knows are
   * harmless. They name host, method, path and place, never a value, so this record never holds the secret.
   */
  recordKeep?: KeepRule[];
  updatedAt: number;
}
