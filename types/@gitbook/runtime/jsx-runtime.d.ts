export * from '../../@service/core/runtime/jsx-runtime';
