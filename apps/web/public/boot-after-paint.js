// The prerendered pages (src/prerender.tsx) show their content with the HTML and the stylesheet,
// so their JavaScript is requested after the first paint instead of competing with the HTML and
// the stylesheet for a slow connection. The build puts this script in place of the module script
// and its modulepreload links (vite.config.ts `prerender`); an external file because the CSP
// forbids inline scripts.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // Adding a link that fetches costs a phone 1-2 ms of main thread each (docs/performance.md
  // 'Issue 23, seventh session'): the entry goes first, its imports' preloads follow a few per
  // task, so that none of these tasks is long. The entry's own download outlasts them.
  var PER_TASK = 3;
  function preload(from) {
    preloads.slice(from, from + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + PER_TASK < preloads.length) {
      setTimeout(function () {
        preload(from + PER_TASK);
      }, 0);
    }
  }
  function start() {
    if (started) return;
    started = true;
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    preload(0);
  }
  // A hidden tab paints nothing: start at once there, and never wait long in any case.
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
