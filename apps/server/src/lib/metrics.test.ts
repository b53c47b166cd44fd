import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('metrics', () => {
  it('counts and renders counters in the Prometheus text format', () => {
    const metrics = createMetrics();
    const failures = metrics.counter('x_failures_total', 'Failures\nof x');
    failures.inc();
    failures.inc(2);
    expect(metrics.counter('x_failures_total', 'ignored').value).toBe(3);
    expect(metrics.render()).toBe(
      '# HELP x_failures_total Failures\\nof x\n# TYPE x_failures_total counter\nx_failures_total 3\n',
    );
    expect(() => metrics.counter('bad name', '')).toThrow(TypeError);
  });
});
