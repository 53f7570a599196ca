/** Path under types/ of the trimmed copy of @gitbook/api's client.d.ts. */
export declare const PLATFORM_TYPES: string;
/** node_modules/@gitbook/api. */
export declare const API_PACKAGE: string;
/** The installed @gitbook/api's version. */
export declare function apiPackageVersion(): string;
/** The trimmed copy's text and the enum names it imports from kitbench's generated enums. */
export declare function trimmedPlatformTypes(source?: string): { text: string; enums: string[] };
/** The names a declaration file declares with `export`. */
export declare function declaredNames(text: string): string[];
/** Every name a declaration file exports, following `export * from` into sibling files. */
export declare function exportedNames(file: string, seen?: Set<string>): Set<string>;
/** Every name @gitbook/api's index exports. */
export declare function apiPackageNames(): string[];
/** The facade's `export type { ... } from` line for every type the package declares (they win over kitbench's). */
export declare function platformReexport(platformText: string, from: string): string;
/** What @gitbook/api exports that kitbench's typings leave out, with the reason. */
export declare const NOT_EXPORTED: Record<string, string>;
/** `types/@gitbook/api/index.d.ts`: exactly the names the package exports, from kitbench's `@service/api` at `from`. */
export declare function gitbookApiFacade(from: string, names?: string[]): string;
