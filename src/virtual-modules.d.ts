/** Modules that Vite plugins make (vite.config.ts). */
declare module 'virtual:kitbench-example-bundle' {
  /** The first-visit example's script folder and its bundle (a BundleResult, src/bundle/types.ts). */
  const example: { input: { files: Record<string, string>; entry: string }; result: unknown };
  export default example;
}

/** Monaco's error handler (monaco-editor ships no declarations for its internal modules): src/ui/editor/monaco-setup.ts. */
declare module 'monaco-editor/base/common/errors' {
  export const errorHandler: { unexpectedErrorHandler: (error: unknown) => void };
}
