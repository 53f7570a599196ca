/** The schemas of the environment's objects whose samples are generated beside the events'. */
export declare const OBJECT_SCHEMAS: string[];
/** The event schemas of the document's `Event` union, by their `type` value. */
export declare function eventSchemas(document: object): Record<string, string>;
/** The text of src/core/platform/samples.generated.ts for one OpenAPI document. */
export declare function generate(document: object, version: string): string;
/** The installed @gitbook/api's document and version. */
export declare function installed(): { document: object; version: string };
