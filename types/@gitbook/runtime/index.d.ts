export * from '../../@service/core/runtime/index';
