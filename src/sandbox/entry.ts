/** The sandbox worker's entry module id (a module of sandbox-modules.ts), apart so the host need not load them. */
export const SANDBOX_ENTRY = 'sandbox/worker-main.ts';
