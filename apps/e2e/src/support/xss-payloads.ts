/**
 * Classic cross-site scripting payloads, as a shopper or an editor could type them. Each one, if
 * it ever ran, would set `window.__xss` (watched by xss-watch) or open a dialog; each one is also
 * text the shopper expects to see back exactly as typed.
 */
export const XSS = {
  img: '<img src=x onerror=window.__xss=1>',
  script: '"><script>window.__xss=1</script>',
  svg: '<svg onload=window.__xss=1>',
  details: '<details open ontoggle=window.__xss=1>',
  alert: "'><img src=x onerror=alert(document.domain)>",
  /** For fields a page could turn into a link. */
  javascriptUrl: 'javascript:window.__xss=1',
  /** Client-side template injection (Angular/Vue-style expressions). */
  template: "{{constructor.constructor('window.__xss=1')()}}",
  /** A right-to-left override hiding markup behind reversed text. */
  rtl: '\u202Egnp.exe<img src=x onerror=window.__xss=1>',
  /** A perfume label holds at most 20 printable characters: the shortest handler payload. */
  label: '<svg/onload=__xss=1>',
  labelBack: '"><b>{{7*7}}</b>',
} as const;

/** HTML-escaped as an e-mail's HTML part must carry it (`&lt;` or `&#60;` both fine). */
export const escapedIn = (html: string, text: string): boolean => {
  const lt = '(?:&lt;|&#0*60;|&#x0*3c;)';
  const gt = '(?:&gt;|&#0*62;|&#x0*3e;)';
  const quote = '(?:"|&quot;|&#0*34;|&#x0*22;)';
  const apos = "(?:'|&#0*39;|&#x0*27;|&apos;)";
  const amp = '(?:&amp;|&#0*38;)';
  const pattern = Array.from(text, (c) =>
    c === '<'
      ? lt
      : c === '>'
        ? gt
        : c === '"'
          ? quote
          : c === "'"
            ? apos
            : c === '&'
              ? amp
              : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
  ).join('');
  return new RegExp(pattern, 'i').test(html);
};
