export * from '../core/runtime/index';
