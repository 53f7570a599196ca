/** Names of @gitbook/api that kitbench writes itself (src/core/api/client.ts). */
export declare const HAND_WRITTEN: string[];
/** The text of src/core/api/generated.ts for the exports of @gitbook/api. */
export declare function generate(api: Record<string, unknown>, version: string): string;
/** The installed @gitbook/api's exports and version. */
export declare function installed(): Promise<{ api: Record<string, unknown>; version: string }>;
