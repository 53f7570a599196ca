/** Runs before the first render: restores a shared workspace from the URL fragment, if any (placeholder). */
export async function bootWorkspaces(): Promise<void> {}
