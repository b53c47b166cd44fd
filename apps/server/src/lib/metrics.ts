/**
 * The server's counters, served at GET /metrics (modules/health) in the Prometheus text format
 * (version 0.0.4), so a scraper or an operator with curl sees what logs alone would bury.
 * Counters only: this process's totals since it started.
 */
interface Counter {
  inc(by?: number): void;
  readonly value: number;
}

export interface Metrics {
  /** The counter `name` (created on first use; `help` is its one-line description). */
  counter(name: string, help: string): Counter;
  /** Every counter in the Prometheus text exposition format. */
  render(): string;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

export function createMetrics(): Metrics {
  const counters = new Map<string, { help: string; value: number }>();
  return {
    counter(name, help) {
      if (!NAME.test(name)) throw new TypeError(`invalid metric name: ${name}`);
      let entry = counters.get(name);
      if (!entry) {
        entry = { help, value: 0 };
        counters.set(name, entry);
      }
      const counted = entry;
      return {
        inc(by = 1) {
          counted.value += by;
        },
        get value() {
          return counted.value;
        },
      };
    },
    render() {
      let text = '';
      for (const [name, { help, value }] of counters) {
        text += `# HELP ${name} ${help.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}\n`;
        text += `# TYPE ${name} counter\n${name} ${value}\n`;
      }
      return text;
    },
  };
}
