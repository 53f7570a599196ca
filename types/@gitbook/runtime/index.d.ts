export * from '../../@service/runtime/index';
