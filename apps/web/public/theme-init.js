// Runs before the first paint (an external file because the CSP forbids inline scripts), so a
// dark-mode reader never sees a white flash.
try {
  var root = document.documentElement;
  if (localStorage.getItem('darkMode') === 'true') root.classList.add('dark');
  // Pretendard's files are in the cache since an earlier visit (src/app/deferred-fonts.ts).
  if (localStorage.getItem('fontsReady') === 'true') root.classList.add('fonts-ready');
  // For the prerendered shell until React replaces it (src/prerender.tsx, index.css): the stored
  // side-navigation choice, and whether a session exists (visitor-only controls stay hidden).
  if (localStorage.getItem('sidebarOpen') === 'false') root.classList.add('sidebar-closed');
  if (localStorage.getItem('token')) root.classList.add('has-session');
} catch (_) {
  // Storage can be blocked; the light theme is the default.
}
