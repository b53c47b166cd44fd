/**
 * Where `npm start` spends its time before it answers: each phase's wall milliseconds and the CPU
 * milliseconds the process used in it (user + system, every thread: WebAssembly compiler threads
 * and libuv's pool count too, as they do in the crash test's ready-time budget). The first phase
 * runs from the process's start (Node's own start-up and loading every module of the bundle) to
 * the first mark. The server logs the list at debug level once it listens (LOG_LEVEL=debug);
 * docs/performance.md 'Start-up and crash recovery' has the figures.
 */
interface StartupPhase {
  phase: string;
  /** Wall milliseconds of this phase. */
  ms: number;
  /** CPU milliseconds used in this phase. */
  cpuMs: number;
}

export interface StartupClock {
  /** Closes the phase running since the previous mark (or the process's start) under `phase`. */
  mark(phase: string): void;
  phases(): StartupPhase[];
  /** Wall and CPU milliseconds since the process started. */
  total(): { ms: number; cpuMs: number };
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function startupClock(): StartupClock {
  const phases: StartupPhase[] = [];
  let lastMs = 0;
  let lastCpu = 0;
  return {
    mark(phase) {
      const ms = performance.now();
      const cpu = cpuNow();
      phases.push({ phase, ms: Math.round(ms - lastMs), cpuMs: Math.round(cpu - lastCpu) });
      lastMs = ms;
      lastCpu = cpu;
    },
    phases: () => phases,
    total: () => ({ ms: Math.round(performance.now()), cpuMs: Math.round(cpuNow()) }),
  };
}
