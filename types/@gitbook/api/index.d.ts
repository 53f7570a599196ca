export * from '../../@service/core/api/index';
