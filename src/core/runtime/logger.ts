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

function createLogger(namespace: string): RuntimeLogger {
  const prefix = `[${namespace}]`;
  // `console` is read at call time: the sandbox replaces its methods after this module loads.
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: unknown, ...args: unknown[]) =>
      console[level](prefix, message, ...args);
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** Creates a namespaced logger. */
export const Logger: LoggerFactory = Object.assign((namespace: string) => createLogger(namespace), { for: createLogger });
