import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, LogFn } from 'pino';

const noop: LogFn = () => {};

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const satisfies Level[];

/**
 * A request's logger (`request.log`), made only when the request logs something. Fastify makes a
 * pino child per request, which serialises its bindings (the request id) then and there: ~2% of
 * the server's CPU on a cached guest page that logs nothing at the production level (issue 17).
 * Until a line is written at a level the parent writes, this holds the parent and the bindings;
 * then the child is made as Fastify would, and everything after goes to it.
 */
export class RequestLogger implements FastifyBaseLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
    // A route with its own level or serializers gets its child at once: rare, and it keeps the
    // rule for "would this line be written" the parent's own.
    if (Object.keys(options).length > 0) this.#made();
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** The logger a line at `level` goes to, or null while the parent would drop it. */
  #writerFor(level: Level): FastifyBaseLogger | null {
    if (this.#child) return this.#child;
    return this.#parent[level] === this.#parent.silent ? null : this.#made();
  }

  get level(): LevelWithSilentOrString {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#made().level = level;
  }

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  // On the prototype, not one closure (or field) per level per request.
  static {
    this.prototype.silent = noop;
    for (const level of LEVELS) {
      this.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
        this.#writerFor(level)?.[level](...args);
      } as LogFn;
    }
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is a RequestLogger. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
