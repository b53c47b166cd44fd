/**
 * The theme's colours as a canvas chart needs them (lightweight-charts takes strings, not CSS
 * variables): read from the CSS variables of index.css when the chart is drawn or the theme
 * changes.
 */
export function chartColours() {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string) => css.getPropertyValue(name).trim();
  return {
    surface: read('--surface'),
    line: read('--line'),
    muted: read('--fg-muted'),
    fg: read('--fg'),
    rise: read('--rise'),
    fall: read('--fall'),
  };
}
