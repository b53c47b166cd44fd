// The machine's busy CPU seconds so far (all cores, from /proc/stat), for the stage table's CPU
// column: on the 2-core CI machine a stage's wall time is bounded below by its CPU / 2, so the
// column says which stages are worth making cheaper and which only wait. Null off Linux.
import { readFileSync } from 'node:fs';

export function busyCpuSeconds() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    const ticks = user + nice + system + irq + softirq + steal;
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = busyCpuSeconds();
  console.log(seconds === null ? '' : seconds.toFixed(1));
}
