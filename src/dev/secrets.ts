/**
 * What `kitbench dev` never sends to the page, never writes and never watches: files that hold secrets, and folders
 * the playground must not write into. Framework-free (no Node imports), so the page could apply the same rules.
 *
 * The anchor is Vite's dev server (`server.fs.deny` defaults to `.env`, `.env.*`, `*.{crt,pem}`), widened to the
 * credentials an integration folder is likely to hold. Names are compared as a case-insensitive file system (macOS,
 * Windows) would: letter case ignored, trailing dots and spaces dropped (`.ENV.` is `.env` on Windows), characters
 * that HFS+ ignores removed, and Windows short names (`GIT~1`) refused outright.
 */

/** A file name that holds secrets, with the rule it breaks (shown to the user). */
const SECRET_FILES: { test: RegExp; rule: string }[] = [
  { test: /^\.env(\..*)?$/, rule: '.env*' },
  { test: /^\.envrc$/, rule: '.envrc' },
  { test: /^\.(npmrc|yarnrc|yarnrc\.yml|pnpmrc|pypirc|netrc|git-credentials|htpasswd|pgpass|dockercfg)$/, rule: 'tool credentials' },
  { test: /\.(pem|key|crt|cer|der|p8|p12|pfx|jks|keystore|ppk|gpg|pgp|asc|kdbx)$/, rule: 'keys and certificates' },
  { test: /^id_[^.]*(\.pub)?$/, rule: 'SSH keys (id_*)' },
  { test: /^(credentials|secrets?)(\.(json|ya?ml|toml|txt))?$/, rule: 'credential files' },
  { test: /^(service[-_]?account|firebase-adminsdk|gcloud-key|google-credentials).*\.json$/, rule: 'cloud service-account keys' },
  { test: /^\.(terraformrc|s3cfg|boto|passwd|shadow)$/, rule: 'tool credentials' },
  { test: /\.tfvars$|\.tfstate(\.backup)?$/, rule: 'Terraform state and variables' },
];

/** Folders that hold secrets (any depth). */
const SECRET_FOLDERS = ['.ssh', '.aws', '.gnupg', '.docker', '.azure', '.kube'];

/** Folders the playground never reads from the snapshot nor writes into (any depth): history, packages, build. */
export const GUARDED_FOLDERS = ['.git', 'node_modules', 'dist'];

/** Characters HFS+ ignores in names (`.g\u200cit` is `.git` there) and the BOM. */
const IGNORABLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g;

/** A name as a case-insensitive, trailing-dot-trimming file system sees it. */
export function canonicalName(name: string): string {
  return name.normalize('NFC').replace(IGNORABLE, '').replace(/[. ]+$/, (tail) => (tail === name ? tail : '')).toLowerCase();
}

/** Why a folder-relative path is a secret (the rule), or undefined. Every segment is checked. */
export function secretRule(path: string): string | undefined {
  const parts = path.split('/').filter(Boolean).map(canonicalName);
  for (const [index, part] of parts.entries()) {
    if (index < parts.length - 1 && SECRET_FOLDERS.includes(part)) return `${part}/`;
    if (index === parts.length - 1) {
      const hit = SECRET_FILES.find((entry) => entry.test.test(part));
      if (hit) return hit.rule;
    }
  }
  return undefined;
}

/** Whether a path is a secret. */
export const isSecretPath = (path: string): boolean => secretRule(path) !== undefined;

/** The guarded folder (`.git`, `node_modules`, `dist`) a path is under, in any letter case, or undefined. */
export function guardedFolderOf(path: string): string | undefined {
  for (const part of path.split('/').filter(Boolean)) {
    const name = canonicalName(part);
    if (GUARDED_FOLDERS.includes(name)) return name;
    // Windows 8.3 short names: `GIT~1` can be `.git`, `NODE_M~1` `node_modules`.
    if (/^(git|node_m|dist)[^~]{0,2}~\d+$/i.test(name)) return name;
  }
  return undefined;
}

/** Why a path segment cannot be written on every OS alike (a trailing dot or space, an NTFS stream), or undefined. */
export function unportableSegment(path: string): string | undefined {
  for (const part of path.split('/').filter(Boolean)) {
    if (/[. ]$/.test(part) && part !== '.' && part !== '..') return `"${part}" ends in a dot or a space (Windows drops them, so it can name another file)`;
    if (part.includes(':')) return `"${part}" contains ":" (an NTFS stream on Windows)`;
    if (/~\d+$/.test(part)) return `"${part}" looks like a Windows short name`;
  }
  return undefined;
}
