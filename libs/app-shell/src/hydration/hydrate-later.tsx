import { Component, Suspense, type ReactNode } from 'react';
import { nextTask } from './next-task';

/**
 * Progressive hydration. Hydrating a whole server-rendered page is one long task of the main thread
 * (the page cannot answer a tap until it ends; Lighthouse counts it as blocking time). A part of the
 * page wrapped in `<HydrateLater>` keeps its server markup and hydrates in a task of its own, after
 * the parts before it: Preact keeps the DOM of a component that suspends while hydrating and resumes
 * into it once the promise resolves (Suspense's resumed hydration), so each part costs its own task
 * and input is handled between them.
 *
 * Only the first hydration of a server-rendered page waits: on a page rendered in the browser, after
 * a navigation, and on the server, the part renders at once. The wrapped part must render exactly one
 * root element (Preact keeps one node for a suspended component without streaming markers).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** Set from the start of a page's hydration until its last deferred part has hydrated. */
let hydrating = false;
/** The root's hydration and the deferred parts not yet hydrated. */
let pending = 0;
let hydrated: Promise<void> = Promise.resolve();
let resolveHydrated = () => {};
/** The deferred parts take their turns in render order (top of the page first), one task each. */
let turns: Promise<unknown> = Promise.resolve();

/** Run right before each deferred part hydrates (replay-edits.ts records the visitor's edits). */
let beforePart: () => void = () => {};

/**
 * Called by the browser entry right before `hydrateRoot`; the function it returns is called right
 * after it. Parts met in that render wait for their turn; `beforeEachPart` runs before each does.
 */
export function hydrationStarting(beforeEachPart: () => void = () => {}): () => void {
  beforePart = beforeEachPart;
  if (!hydrating) {
    hydrating = true;
    hydrated = new Promise((resolve) => (resolveHydrated = resolve));
  }
  pending++;
  return settle;
}

/**
 * Resolves once every part of the page has hydrated (at once when nothing is hydrating). What may
 * render differently in the browser than on the server (the shopper's cart) waits for it: a part
 * still waiting would otherwise hydrate the new view into the server's markup, and hydration does
 * not correct attributes.
 */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

function settle() {
  if (--pending === 0) {
    hydrating = false;
    resolveHydrated();
  }
}

function nextTurn(): Promise<unknown> {
  turns = turns.then(nextTask);
  return turns;
}

class Gate extends Component<{ children: ReactNode }> {
  // Kept across the suspension: Preact re-renders this same instance when the promise resolves.
  private waiting: Promise<void> | null = null;
  private released = false;
  /** Counted in `pending` until the part's hydrating render has committed. */
  private owed = false;

  override render() {
    if (!this.released && hydrating) {
      if (!this.waiting) {
        pending++;
        this.owed = true;
        this.waiting = nextTurn().then(() => {
          beforePart();
          this.released = true;
        });
      }
      throw this.waiting;
    }
    this.released = true;
    return this.props.children;
  }

  override componentDidMount() {
    this.pay();
  }

  override componentDidUpdate() {
    this.pay();
  }

  override componentWillUnmount() {
    this.pay();
  }

  private pay() {
    if (!this.owed) return;
    this.owed = false;
    settle();
  }
}
