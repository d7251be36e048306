import {
  message,
  parseHostMessage,
  type EmbedWidget,
  type FrameEvent,
  type FrameMessage,
  type ThemeMessage,
} from './protocol';

/**
 * The widget page's side of the embed: says hello to the parent (only to the origin the loader
 * declared, `?parent=`), hands it a MessageChannel port and from then on talks only on that port.
 * The server's `frame-ancestors` decides who may frame the page at all, so a page that lies about
 * its origin never gets to load us.
 */
export interface FrameBridge {
  /** Sends an event to the host page (it becomes a DOM event on the element there). */
  send(event: DistributiveOmit<FrameEvent, 'v'>): void;
  /** Reports the element's height to the host, at most once per animation frame. */
  observeHeight(element: Element): () => void;
  close(): void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface FrameBridgeOptions {
  widget: EmbedWidget;
  /** The host page's origin, from `parentOriginOf(location.search)`. */
  parentOrigin: string;
  parent?: Pick<Window, 'postMessage'>;
  /** Where the host's theme goes (custom properties on the root element). */
  root?: HTMLElement;
  ResizeObserver?: typeof globalThis.ResizeObserver;
  requestFrame?: (callback: () => void) => unknown;
}

/** The declared parent origin (`?parent=https://partner.example`), or null when missing or not an origin. */
export function parentOriginOf(search: string): string | null {
  const declared = new URLSearchParams(search).get('parent');
  if (!declared) return null;
  try {
    const url = new URL(declared);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === declared
      ? declared
      : null;
  } catch {
    return null;
  }
}

export function connectToHost({
  widget,
  parentOrigin,
  parent = window.parent,
  root = document.documentElement,
  ResizeObserver = globalThis.ResizeObserver,
  requestFrame = (callback) => requestAnimationFrame(callback),
}: FrameBridgeOptions): FrameBridge {
  const channel = new MessageChannel();
  const port = channel.port1;
  let themed: string[] = [];

  const applyTheme = (properties: ThemeMessage['properties']) => {
    for (const name of themed) root.style.removeProperty(name);
    themed = Object.keys(properties);
    for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  };
  port.onmessage = (event) => {
    const received = parseHostMessage(event.data);
    if (received?.type === 'theme') applyTheme(received.properties);
  };
  parent.postMessage(message({ type: 'hello', widget }), parentOrigin, [channel.port2]);

  const send = (event: DistributiveOmit<FrameEvent, 'v'>) => port.postMessage(message<FrameMessage>(event));

  return {
    send,
    observeHeight(element) {
      let reported = -1;
      let scheduled = false;
      const observer = new ResizeObserver(() => {
        // Many resizes within one frame (a step rendering) become one message.
        if (scheduled) return;
        scheduled = true;
        requestFrame(() => {
          scheduled = false;
          const height = Math.ceil(element.getBoundingClientRect().height);
          if (height !== reported) {
            reported = height;
            send({ type: 'resize', height });
          }
        });
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    close() {
      port.close();
    },
  };
}
