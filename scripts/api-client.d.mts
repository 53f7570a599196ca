/** One method of the reference client: [name, verb, path template, flags]. */
export type CapturedMethod = [string, string, string, string];
/** Every method of a GitBookAPI instance, as [namespace ('' for its own), name, function], sorted. */
export declare function enumerate(client: object): [string, string, (...args: unknown[]) => unknown][];
/** Calls each method of a capturing GitBookAPI once: its table, by namespace. */
export declare function capture(GitBookAPI: new (options?: object) => object): Promise<Record<string, CapturedMethod[]>>;
/** The text of src/core/api/generated-client.ts for a captured table. */
export declare function generate(table: Record<string, CapturedMethod[]>, version: string): string;
/** The installed @gitbook/api's client class and version. */
export declare function installed(): Promise<{ GitBookAPI: new (options?: object) => object; version: string }>;
