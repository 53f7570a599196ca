export * from '../core/runtime/jsx-runtime';
