import { createHash } from 'node:crypto';

/** The page's module scripts and module preloads (the template's and the page's own). */
const MODULE_TAG =
  /[ \t]*<(?:script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>)\n?/g;

/** Where the script leaves the taps it held (libs/app-shell/src/hydration/early-clicks.ts). */
export const EARLY_CLICKS_GLOBAL = '__atelierEarlyClicks';

/** The id of the block that lists a server-rendered page's modules, its entry first. */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * What loads a server-rendered page's code: once the browser has shown the page's first paint, it
 * preloads the page's modules (PAGE_MODULES_ID, all at once) and imports the entry, which hydrates
 * the page.
 *
 * Why after the paint: the page is whole without its code (the server rendered it), and on a slow
 * connection its ≈ 130 KB of script shared the link with the styles, fonts and main image that the
 * first paint and the LCP wait for, even at low priority; run at once, its evaluation and the
 * hydration also came before the first paint (on the 2-core test machine the home page painted
 * 300 ms late). Lighthouse's simulated slow 4G counted every one of those bytes in the page's LCP
 * (docs/performance.md, "Code after the first paint"). The price is that the code starts a paint
 * later; the page is readable, and its links are plain links, meanwhile; a button tapped
 * meanwhile is held and tapped again once the page has hydrated (EARLY_CLICKS_GLOBAL).
 *
 * "Shown" is the Paint Timing entry, which browsers record when the frame is presented: two
 * animation frames were not enough (with software raster the first frame reached the screen
 * 100 ms after its second frame began). Without Paint Timing it waits two frames; a hidden tab
 * paints nothing and loads at once; and no page waits more than 3 s.
 *
 * The text never varies, so the pages' CSP allows it by hash (`DEFERRED_ENTRY_CSP_SOURCE`,
 * plugins/security-headers.ts) rather than `'unsafe-inline'`.
 */
export const DEFERRED_ENTRY_SCRIPT =
  // Taps on buttons until the code has hydrated the page: held, then replayed by the app
  // (libs/app-shell's early-clicks.ts, which names the same global).
  'const e=[],k=v=>{const b=v.target instanceof Element&&v.target.closest("button");' +
  'if(b&&!b.disabled){v.preventDefault();v.stopPropagation();e.push(b)}};addEventListener("click",k,true);' +
  `window.${EARLY_CLICKS_GLOBAL}=()=>{removeEventListener("click",k,true);return e.splice(0)};` +
  `const m=JSON.parse(document.getElementById("${PAGE_MODULES_ID}").textContent);let s=0;` +
  'const go=()=>{if(s++)return;for(const h of m.slice(1)){const l=document.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}import(m[0])};' +
  'if(document.visibilityState==="hidden")go();' +
  'else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){' +
  'new PerformanceObserver((_,o)=>{o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});setTimeout(go,3e3)}' +
  'else requestAnimationFrame(()=>requestAnimationFrame(go))';

/** The CSP source that allows DEFERRED_ENTRY_SCRIPT and no other inline script. */
export const DEFERRED_ENTRY_CSP_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_ENTRY_SCRIPT).digest('base64')}'`;

/**
 * Takes a server-rendered page's module scripts and preloads out of its HTML and loads them with
 * DEFERRED_ENTRY_SCRIPT instead. A page without an entry script is left as it is.
 */
export function loadCodeAfterFirstPaint(html: string): string {
  let entry: string | null = null;
  const others: string[] = [];
  const rest = html.replace(MODULE_TAG, (_, script?: string, preload?: string) => {
    if (script) entry ??= script;
    else if (preload && !others.includes(preload)) others.push(preload);
    return '';
  });
  if (entry === null) return html;
  // Nothing in a URL may end the <script> element early.
  const list = JSON.stringify([entry, ...others.filter((href) => href !== entry)]).replace(/</g, '\\u003c');
  return rest.replace(
    '</head>',
    `    <script type="application/json" id="${PAGE_MODULES_ID}">${list}</script>\n` +
      `    <script type="module">${DEFERRED_ENTRY_SCRIPT}</script>\n  </head>`,
  );
}
