/**
 * `Logger`: namespaced logging as real integrations write it, `const logger = Logger.for('slack')` (or the older
 * `Logger('slack')`), then `logger.info('sent', data)`. Every line goes through `console`, so the Console panel shows
 * it with the caller's file and line, prefixed with `[namespace]`.
 */
/** The methods of one namespace's logger. */
export interface RuntimeLogger {
    debug(message: unknown, ...args: unknown[]): void;
    info(message: unknown, ...args: unknown[]): void;
    warn(message: unknown, ...args: unknown[]): void;
    error(message: unknown, ...args: unknown[]): void;
}
/** `Logger(name)` and `Logger.for(name)`. */
export interface LoggerFactory {
    (namespace: string): RuntimeLogger;
    for(namespace: string): RuntimeLogger;
}
/** Creates a namespaced logger. */
export declare const Logger: LoggerFactory;
