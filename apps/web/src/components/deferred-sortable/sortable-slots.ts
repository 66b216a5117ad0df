import { useCallback, useSyncExternalStore, type HTMLAttributes, type SyntheticEvent } from 'react';

/** What dnd-kit's `useSortable` gives an entry, as the drag layer passes it on. */
export interface SlotState {
  attributes: HTMLAttributes<HTMLElement>;
  listeners: Record<string, (event: SyntheticEvent) => void> | undefined;
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

/** The drag layer's hold on one entry: dnd-kit's node and activator setters for it. */
export interface SlotBinding {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

type Listener = () => void;

/** Spec §9: a keyboard pick-up is Space or Enter (dnd-kit's KeyboardSensor start codes). */
const KEYBOARD_START = ['Space', 'Enter'];

/**
 * Where the entries of a sortable list and the lazily loaded drag layer (sortable-layer.tsx, with
 * dnd-kit) meet. The entries render at once, without dnd-kit, with their own elements; when the
 * layer arrives it binds those same elements (nothing is re-created, so focus stays where it is)
 * and hands each entry its drag state here. A pick-up started before the layer arrived (a key,
 * a pointer press, a touch hold) is remembered and handed to dnd-kit on the same element.
 */
export class SortableSlots {
  private readonly states = new Map<string, SlotState>();
  private readonly nodes = new Map<string, HTMLElement>();
  private readonly activators = new Map<string, HTMLElement>();
  private readonly bindings = new Map<string, SlotBinding>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly activeListeners = new Set<Listener>();
  private activeId: string | null = null;
  private pending: { id: string; event: Event } | null = null;
  /** Keys pressed after a keyboard pick-up that waits for dnd-kit: its moves and drop, in order. */
  private keys: KeyboardEvent[] = [];
  private stopKeys: (() => void) | null = null;
  /** Held keys are being handed on: keys pressed meanwhile queue behind them. */
  private handingOn = false;
  /** The copies this store dispatches, which the key hold lets through. */
  private readonly copies = new WeakSet<Event>();
  private readonly earlyListeners = new Map<string, SlotState['listeners']>();

  private readonly wake: () => void;

  /** `wake` starts loading the drag layer (called on a pick-up before it is here). */
  constructor(wake: () => void) {
    this.wake = wake;
  }

  subscribe(id: string, listener: Listener) {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  state(id: string): SlotState | undefined {
    return this.states.get(id);
  }

  setState(id: string, state: SlotState) {
    this.states.set(id, state);
    for (const listener of this.listeners.get(id) ?? []) listener();
  }

  clearState(id: string) {
    if (!this.states.delete(id)) return;
    for (const listener of this.listeners.get(id) ?? []) listener();
  }

  subscribeActive = (listener: Listener) => {
    this.activeListeners.add(listener);
    return () => {
      this.activeListeners.delete(listener);
    };
  };

  active = () => this.activeId;

  setActive(id: string | null) {
    if (id === this.activeId) return;
    this.activeId = id;
    for (const listener of this.activeListeners) listener();
  }

  setNode(id: string, element: HTMLElement | null) {
    if (element) this.nodes.set(id, element);
    else this.nodes.delete(id);
    this.bindings.get(id)?.setNodeRef(element);
  }

  setActivator(id: string, element: HTMLElement | null) {
    if (element) this.activators.set(id, element);
    else this.activators.delete(id);
    this.bindings.get(id)?.setActivatorNodeRef(element);
  }

  /** The layer takes an entry: dnd-kit learns its current elements. Returns the release. */
  bind(id: string, binding: SlotBinding) {
    this.bindings.set(id, binding);
    binding.setNodeRef(this.nodes.get(id) ?? null);
    binding.setActivatorNodeRef(this.activators.get(id) ?? null);
    return () => {
      if (this.bindings.get(id) === binding) this.bindings.delete(id);
    };
  }

  /** Listeners for an entry while dnd-kit is not here: a pick-up is remembered and the layer sent for. */
  early(id: string): SlotState['listeners'] {
    let listeners = this.earlyListeners.get(id);
    if (!listeners) {
      const begin = (event: Event) => {
        this.pending = { id, event };
        this.wake();
      };
      listeners = {
        onKeyDown: (event) => {
          const native = event.nativeEvent as KeyboardEvent;
          if (!KEYBOARD_START.includes(native.code)) return;
          // As dnd-kit: a key pressed on another control inside the entry is not a pick-up.
          const activator = this.activators.get(id);
          if (activator && event.target !== activator) return;
          event.preventDefault();
          begin(native);
          this.holdKeys(native);
        },
        onPointerDown: (event) => {
          const native = event.nativeEvent as PointerEvent;
          if (native.isPrimary && native.button === 0) this.holdUntilRelease(native, ['pointerup', 'pointercancel'], begin);
        },
        onTouchStart: (event) => {
          const native = event.nativeEvent as TouchEvent;
          if (native.touches.length === 1) this.holdUntilRelease(native, ['touchend', 'touchcancel'], begin);
        },
      };
      this.earlyListeners.set(id, listeners);
    }
    return listeners;
  }

  /** Until dnd-kit has the pick-up, the next keys (arrows, the drop) wait for it instead of scrolling the page. */
  private holdKeys(start: KeyboardEvent) {
    this.stopKeys?.();
    this.keys = [];
    const hold = (event: KeyboardEvent) => {
      if (this.copies.has(event) || (this.pending?.event !== start && !this.handingOn)) return;
      event.preventDefault();
      event.stopPropagation();
      this.keys.push(event);
    };
    window.addEventListener('keydown', hold, true);
    this.stopKeys = () => {
      window.removeEventListener('keydown', hold, true);
      this.stopKeys = null;
      this.handingOn = false;
    };
  }

  /** A press counts while it is held: letting go before dnd-kit is here forgets it. */
  private holdUntilRelease(event: Event, ends: string[], begin: (event: Event) => void) {
    begin(event);
    // A touch's end goes to the touched element, which bubbles to window while it is in the page.
    const release = () => {
      if (this.pending?.event === event) this.pending = null;
      for (const end of ends) window.removeEventListener(end, release, true);
    };
    for (const end of ends) window.addEventListener(end, release, true);
  }

  /**
   * Hands a pick-up made before the layer arrived to dnd-kit, on the element it was made on
   * (still the same element: entries are never re-created for the layer).
   */
  replayPending(id: string) {
    const pending = this.pending;
    if (!pending || pending.id !== id) return;
    this.pending = null;
    const target = pending.event.target;
    const copy = copyEvent(pending.event);
    if (!(target instanceof Element) || !target.isConnected || !copy) {
      this.stopKeys?.();
      return;
    }
    this.handingOn = pending.event instanceof KeyboardEvent;
    this.copies.add(copy);
    target.dispatchEvent(copy);
    if (!this.handingOn) return;
    // dnd-kit listens for the next keys from its next task on: the held keys, and any pressed
    // while they are handed on, follow one task apart; then keys go to it directly.
    const keys = this.keys;
    const next = (index: number) => {
      const key = keys[index];
      if (!key) {
        this.keys = [];
        this.stopKeys?.();
        return;
      }
      const at = key.target instanceof Element && key.target.isConnected ? key.target : target;
      const keyCopy = copyEvent(key)!;
      this.copies.add(keyCopy);
      at.dispatchEvent(keyCopy);
      window.setTimeout(() => next(index + 1), 0);
    };
    window.setTimeout(() => next(0), 0);
  }
}

function copyEvent(event: Event): Event | null {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (typeof KeyboardEvent !== 'undefined' && event instanceof KeyboardEvent)
    return new KeyboardEvent(event.type, { ...init, key: event.key, code: event.code });
  if (typeof PointerEvent !== 'undefined' && event instanceof PointerEvent)
    return new PointerEvent(event.type, {
      ...init,
      isPrimary: event.isPrimary,
      button: event.button,
      buttons: event.buttons,
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      clientX: event.clientX,
      clientY: event.clientY,
    });
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent)
    return new TouchEvent(event.type, {
      ...init,
      touches: Array.from(event.touches),
      targetTouches: Array.from(event.targetTouches),
      changedTouches: Array.from(event.changedTouches),
    });
  return null;
}

/** Until dnd-kit is here: the activator is already a focusable button that says what it moves. */
const STILL_ATTRIBUTES: HTMLAttributes<HTMLElement> = {
  role: 'button',
  tabIndex: 0,
  'aria-roledescription': 'sortable',
};
const STILL_DISABLED: HTMLAttributes<HTMLElement> = { ...STILL_ATTRIBUTES, 'aria-disabled': true };

/** One entry of a deferred sortable list: dnd-kit's `useSortable` shape, before and after dnd-kit arrives. */
export function useSortableSlot(slots: SortableSlots, id: string, disabled: boolean) {
  const subscribe = useCallback((listener: Listener) => slots.subscribe(id, listener), [slots, id]);
  const state = useSyncExternalStore(subscribe, () => slots.state(id));
  const setNodeRef = useCallback((element: HTMLElement | null) => slots.setNode(id, element), [slots, id]);
  const setActivatorNodeRef = useCallback((element: HTMLElement | null) => slots.setActivator(id, element), [slots, id]);
  return {
    attributes: state?.attributes ?? (disabled ? STILL_DISABLED : STILL_ATTRIBUTES),
    listeners: state ? state.listeners : disabled ? undefined : slots.early(id),
    setNodeRef,
    setActivatorNodeRef,
    transform: state?.transform,
    transition: state?.transition,
    isDragging: state?.isDragging ?? false,
  };
}

/** The id of the entry being dragged in this list, or null. */
export function useActiveSlot(slots: SortableSlots) {
  return useSyncExternalStore(slots.subscribeActive, slots.active);
}
