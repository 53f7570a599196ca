/** Modules that Vite plugins make (vite.config.ts). */
declare module 'virtual:kitbench-example-bundle' {
  /** The first-visit example's script folder and its bundle (a BundleResult, src/bundle/types.ts). */
  const example: { input: { files: Record<string, string>; entry: string }; result: unknown };
  export default example;
}
