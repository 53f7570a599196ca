/**
 * Which file of a folder is its manifest (issue 26 §1). The spec names it `service-manifest.yaml`; the platform's CLI
 * creates and reads `gitbook-manifest.yaml`, the name every real integration folder has. kitbench accepts both, the
 * spec's first. Every host asks here (`kitbench dev`, `kitbench test`, `kitbench/testing`, `validate` on a folder, the
 * browser's folder and zip imports), so they all agree on which file a folder's manifest is and say the same thing.
 */

/** The spec's name for the manifest: first choice, and the name of a manifest kitbench creates. */
export const SPEC_MANIFEST_FILE = 'service-manifest.yaml';
/** The platform CLI's name for the manifest (`gitbook dev`, `gitbook publish`). */
export const PLATFORM_MANIFEST_FILE = 'gitbook-manifest.yaml';
/** The names a manifest may have, in the order they win when a folder has more than one. */
export const MANIFEST_FILES: readonly string[] = [SPEC_MANIFEST_FILE, PLATFORM_MANIFEST_FILE];

/** The manifest file a folder has, and what to tell the user about the choice. */
export interface ManifestPick {
  /** The folder-relative name of the manifest, or undefined when the folder has none kitbench knows. */
  file: string | undefined;
  /** A candidate the folder also has, which kitbench does not read as the manifest. */
  ignored?: string;
  /** Said once to the user when a candidate is ignored (the dev badge, the CLI's output, the import message). */
  note?: string;
}

/** Picks the folder's manifest among `MANIFEST_FILES`; `has` tells whether the folder holds a file of that name. */
export function pickManifestFile(has: (name: string) => boolean): ManifestPick {
  const [file, ignored] = MANIFEST_FILES.filter((name) => has(name));
  if (!file) return { file: undefined };
  if (!ignored) return { file };
  return {
    file,
    ignored,
    note: `Both ${file} and ${ignored} are here: kitbench uses ${file} (the spec's name wins) and ignores ${ignored}. Delete or rename the one you do not mean.`,
  };
}

/** Whether a folder-relative path is one of the names a manifest may have (at the folder's top). */
export function isManifestFile(path: string): boolean {
  return MANIFEST_FILES.includes(path);
}

/**
 * The one message for a folder without a manifest, naming both names; `todo` says what to do where it is shown
 * (the host knows: "run kitbench dev on the integration's folder", "pass loadIntegration the folder").
 */
export function noManifestMessage(where: string, todo = 'Create one there, or point kitbench at the folder that holds it.'): string {
  return `No manifest in ${where}: kitbench looks for ${SPEC_MANIFEST_FILE} (the spec's name) or ${PLATFORM_MANIFEST_FILE} (the name the platform's CLI uses). ${todo}`;
}

/** The file a folder's manifest text came from and goes back to (absent: the spec's name). */
export function manifestFileOf(folder: { manifestFile?: string }): string {
  return folder.manifestFile ?? SPEC_MANIFEST_FILE;
}

/** `{ manifestFile }` to spread into a folder or workspace: nothing for the spec's name, which is the default. */
export function manifestFileField(file: string | undefined): { manifestFile?: string } {
  return file && file !== SPEC_MANIFEST_FILE ? { manifestFile: file } : {};
}
