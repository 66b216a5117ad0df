/*
 * Slot caches of the read model: one value per key, refreshed at most once at a time, trusted
 * by this process's write marks when it makes every write (README.md).
 */
const CHECK_INTERVAL_MS = 1000;
const MAX_TRACKED = 10_000;

/** The last write of each owner, numbered by a counter of this kind of write. */
export class WriteMarks {
  counter = 0;
  /** Counter value at which untracked owners count as last written (raised when the map is cleared). */
  #untrackedFloor = 0;
  readonly #lastWrites = new Map<string, number>();

  /**
   * Called by every write of the owner's rows, inside its transaction.
   * @returns the write's mark, for `ReadModel.patch` once it has committed.
   */
  mark(owner: string): number {
    this.counter += 1;
    if (this.#lastWrites.size >= MAX_TRACKED && !this.#lastWrites.has(owner)) {
      this.#lastWrites.clear();
      this.#untrackedFloor = this.counter;
    }
    this.#lastWrites.set(owner, this.counter);
    return this.counter;
  }

  lastWriteOf(owner: string): number {
    return this.#lastWrites.get(owner) ?? this.#untrackedFloor;
  }
}

interface Refresh<T> {
  /** The write counter when the refresh began: it sees every write marked up to here. */
  seenUpTo: number;
  /** The clock of the reader that began it (`read`'s `now`), when it told. */
  now?: number;
  promise: Promise<T>;
}

interface Slot<T> {
  value?: T;
  owner?: string | null;
  seenUpTo: number;
  checkedAt: number;
  /** When the last refresh began (ms). */
  startedAt: number;
  running?: Refresh<T>;
  /**
   * The refresh that starts when `running` ends (and the slot's least interval has passed),
   * shared by everyone who could not use `running`.
   */
  next?: { promise: Promise<T>; start: () => void; intervalMs: number; due?: boolean };
}

export interface SlotOptions<T> {
  /** How many slots to keep; the least recently read goes first. */
  max: number;
  /** The owner (profile, restaurant) a value belongs to, or null for a value never to keep (a 404 page). */
  ownerOf: (value: T) => string | null;
  /**
   * Least time between the starts of two refreshes of one slot with PGlite (default 0). For a
   * costly rebuild (the guest page's render): while edits stream in, readers that arrive
   * meanwhile wait at most this long and then share one refresh, instead of one render per
   * edit. Not with PostgreSQL, where every read refreshes and would wait each time.
   */
  minRefreshIntervalMs?: number;
  /**
   * When a value goes stale by the clock rather than by a write (ms on the readers' clock, the
   * `now` they pass), or null: a guest page whose dishes' schedules open or close at a given
   * minute (modules/menu/menu-schedules.ts). A reader at or past it is never served the value,
   * nor a refresh that began before it, with any version source.
   */
  staleAt?: (value: T) => number | null;
}

/**
 * One value per slot (a profile's dashboard snapshot, a venue's guest page, a restaurant's
 * date), refreshed at most once at a time. `refresh(previous)` asks the database and may hand
 * `previous` back when the rows have not changed.
 */
export class SlotCache<T> {
  readonly #slots = new Map<string, Slot<T>>();
  #lastKey: string | undefined;
  readonly #marks: WriteMarks;
  readonly #options: SlotOptions<T>;

  constructor(marks: WriteMarks, options: SlotOptions<T>) {
    this.#marks = marks;
    this.#options = options;
  }

  /**
   * The value in slot `key`: the cached one while it is known fresh, else the result of a
   * refresh that sees every write this reader must see. `owner`, when the caller knows it,
   * lets readers share the very first refresh too.
   * @param embedded this process makes every write (PGlite): its marks are trusted
   */
  read(
    embedded: boolean,
    key: string,
    refresh: (previous: T | undefined) => Promise<T>,
    owner?: string,
    now?: number,
  ): Promise<T> {
    const slot = this.#slotOf(key);
    if (owner) slot.owner ??= owner;
    const known = slot.owner;
    const staleAt = slot.value === undefined ? null : (this.#options.staleAt?.(slot.value) ?? null);
    const isPastStale = (moment: number | undefined) => staleAt !== null && moment !== undefined && moment >= staleAt;
    const isExpired = isPastStale(now);
    if (embedded && known && slot.value !== undefined && !isExpired) {
      const unchanged = this.#marks.lastWriteOf(known) <= slot.seenUpTo;
      if (unchanged && Date.now() - slot.checkedAt < CHECK_INTERVAL_MS) return Promise.resolve(slot.value);
    }
    const running = slot.running;
    if (running && (!isExpired || isPastStale(running.now)) && embedded && known) {
      if (this.#marks.lastWriteOf(known) <= running.seenUpTo) return running.promise;
    }
    // Past the value's time, the reader needs a refresh now, not after the least interval.
    const intervalMs = embedded && !isExpired ? (this.#options.minRefreshIntervalMs ?? 0) : 0;
    if (!running && !slot.next && Date.now() - slot.startedAt >= intervalMs) return this.#start(key, slot, refresh, now);
    if (!slot.next) {
      let start = () => {};
      const promise = new Promise<T>((resolve, reject) => {
        start = () => this.#start(key, slot, refresh, now).then(resolve, reject);
      });
      slot.next = { promise, start, intervalMs };
      if (!running) this.#startNextWhenDue(slot);
    }
    return slot.next.promise;
  }

  /** Starts `slot.next` once the least interval since the last start has passed. */
  #startNextWhenDue(slot: Slot<T>): void {
    const next = slot.next;
    if (!next || next.due) return;
    next.due = true;
    const go = () => {
      if (slot.next === next) delete slot.next;
      next.start();
    };
    const wait = slot.startedAt + next.intervalMs - Date.now();
    if (wait > 0) setTimeout(go, wait);
    else go();
  }

  /**
   * After a write marked `mark` has committed: replaces the value in slot `key` with
   * `patch(value)`, which must be exactly the value as of that write, or undefined when it
   * cannot tell (the value is not the version just before the write, the write is not one it
   * knows how to apply). A small edit then costs no rebuild from the database (issue #16).
   * Sound because a value is labelled with its version and versions only grow: with
   * PGlite every write for the owner marked up to `mark` ran before this one, so the value
   * has seen them; with PostgreSQL a refresh still checks the version before serving it.
   */
  patch(key: string, mark: number, patch: (value: T) => T | undefined): void {
    const slot = this.#slots.get(key);
    if (slot?.value === undefined || slot.seenUpTo >= mark) return;
    const value = patch(slot.value);
    if (value === undefined) return;
    slot.value = value;
    slot.seenUpTo = mark;
  }

  #slotOf(key: string): Slot<T> {
    // The slot read last is already the map's last key: a venue's burst of reads moves nothing.
    if (key === this.#lastKey) {
      const last = this.#slots.get(key);
      if (last) return last;
    }
    this.#lastKey = key;
    const slot = this.#slots.get(key) ?? { seenUpTo: -1, checkedAt: 0, startedAt: 0 };
    // Re-inserted on every read, so the map's first key is the least recently read.
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    if (this.#slots.size > this.#options.max) {
      const oldest = this.#slots.keys().next().value;
      if (oldest !== undefined) this.#slots.delete(oldest);
    }
    return slot;
  }

  #start(key: string, slot: Slot<T>, refresh: (previous: T | undefined) => Promise<T>, now?: number): Promise<T> {
    const seenUpTo = this.#marks.counter;
    const checkedAt = Date.now();
    slot.startedAt = checkedAt;
    const promise = refresh(slot.value).then((value) => {
      const owner = this.#options.ownerOf(value);
      if (owner === null) {
        delete slot.value;
      } else {
        Object.assign(slot, { value, owner, seenUpTo, checkedAt });
      }
      return value;
    });
    const running = { seenUpTo, now, promise };
    slot.running = running;
    const settle = () => {
      if (slot.running === running) delete slot.running;
      if (slot.next) this.#startNextWhenDue(slot);
      else if (slot.value === undefined && !slot.running && this.#slots.get(key) === slot) this.#slots.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }
}
