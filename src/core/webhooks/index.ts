/** Webhooks core: payloads, signatures, the retry policy, the delivery engine and receivers. */
export * from './delivery';
export * from './hmac';
export * from './mock-receivers';
export * from './payloads';
export * from './receiver';
export * from './retry-after';
export * from './retry-policy';
export * from './signature';
export * from './transport';
export * from './user-agent';
export * from './workbench';
