// The platform's OpenAPI document as text (Vite's `?raw`), declared here so every build that reads src/mock/api-spec.ts
// (the app's, kitbench/testing's declarations) knows it without Vite's client types.
declare module '@gitbook/api/spec/openapi.json?raw' {
  const text: string;
  export default text;
}
