/** `?cjs-bundle` imports (scripts/cjs-bundle-plugin.ts): the module bundled into one CommonJS text. */
declare module '*?cjs-bundle' {
  const code: string;
  export default code;
}
