export * from '../core/api/index';
