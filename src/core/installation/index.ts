export * from './environment';
export * from './fields';
export * from './installation';
export * from './schema';
export * from './status';
export * from './events';
export * from './completion';
export * from './component';
