// Runs before the first paint (an external file because the CSP forbids inline scripts), so a
// dark-mode reader never sees a white flash.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch (_) {
  // Storage can be blocked; the light theme is the default.
}
