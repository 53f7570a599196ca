export * from '../../@service/api/index';
