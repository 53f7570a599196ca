export * from '../../@service/runtime/jsx-runtime';
