// The prerendered pages (src/prerender.tsx) show their content with the HTML and the stylesheet,
// so their JavaScript is requested after the first paint instead of competing with the HTML and
// the stylesheet for a slow connection. The build puts this script in place of the module script
// and its modulepreload links (vite.config.ts `prerender`); an external file because the CSP
// forbids inline scripts.
(function () {
  // A page the server rendered (#root[data-ssr]) looks live before React has taken it over:
  // links work, but buttons and forms would do nothing and typing would be lost. Until main.tsx
  // takes over (src/app/early-clicks.ts), clicks on buttons are held back for it to press again,
  // and text fields are read-only (the same attribute is removed before React hydrates them).
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-ssr')) {
    var held = [];
    var fields = root.querySelectorAll('input:not([readonly]), textarea:not([readonly])');
    fields.forEach(function (field) {
      field.setAttribute('readonly', '');
      field.setAttribute('data-held', '');
    });
    var hold = function (event) {
      var target = event.target instanceof Element ? event.target : null;
      var control =
        event.type === 'submit'
          ? target
          : target && target.closest('button, summary, [role="button"], [role="tab"]');
      if (!control || !root.contains(control) || !root.hasAttribute('data-ssr')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(control);
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    window.__earlyClicks = {
      take: function () {
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        root.querySelectorAll('[data-held]').forEach(function (field) {
          field.removeAttribute('readonly');
          field.removeAttribute('data-held');
        });
        return held.splice(0);
      },
    };
  }
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
