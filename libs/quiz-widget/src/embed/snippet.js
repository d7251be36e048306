/* global window, document */
// What a partner pastes (see the README): defines `atelierEmbed(...)`, which queues calls until
// the loader arrives, and loads the loader once. A second paste finds the stub and does nothing.
// `__EMBED_ORIGIN__` is our origin; the server fills it in when it serves /embed/snippet.js.
(function (w, d, n) {
  if (w[n]) return;
  var f = (w[n] = function () {
    f.q.push(arguments);
  });
  f.q = [];
  var s = d.createElement('script');
  s.async = true;
  s.src = '__EMBED_ORIGIN__/embed/loader.js';
  d.head.appendChild(s);
})(window, document, 'atelierEmbed');
