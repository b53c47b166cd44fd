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
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  // A hidden tab paints nothing: start at once there, and never wait long in any case.
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
