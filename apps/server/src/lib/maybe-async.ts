/**
 * A value now, or later. The checks every authenticated request passes (token, session,
 * membership) are answered from memory nearly always; answering those synchronously spares each
 * request a chain of promises and turns of the microtask queue (issue 17, the cached reads'
 * floor; docs/decisions/0031), while a miss still reads asynchronously.
 */
export type MaybePromise<T> = T | Promise<T>;

/** Runs `next` with the value at once, or once its promise resolves. */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
