// A Vitest reporter beside the default one (vitest.config.ts): the wall time of each test file and
// of each project, written to test-results/timings/vitest.json for the stage table that
// scripts/test/report.mjs prints at the end of `npm test` and `.ci/run` (docs/testing.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export default class VitestTimings {
  /** @type {Map<string, number>} */
  started = new Map();
  /** @type {{ project: string; file: string; seconds: number; tests: number; ok: boolean }[]} */
  files = [];
  /** @type {Map<string, { from: number; to: number }>} */
  projects = new Map();
  runStarted = Date.now();

  /** @param {import('vitest/node').TestModule} module */
  key(module) {
    return `${module.project.name}\0${module.moduleId}`;
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleStart(module) {
    this.started.set(this.key(module), Date.now());
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    const end = Date.now();
    const start = this.started.get(this.key(module)) ?? end;
    const name = module.project.name;
    const span = this.projects.get(name) ?? { from: start, to: end };
    span.from = Math.min(span.from, start);
    span.to = Math.max(span.to, end);
    this.projects.set(name, span);
    let tests = 0;
    for (const _ of module.children.allTests()) tests++;
    this.files.push({
      project: name,
      file: path.relative(root, module.moduleId),
      seconds: (end - start) / 1000,
      tests,
      ok: module.ok(),
    });
  }

  onTestRunEnd() {
    const dir = path.join(root, 'test-results', 'timings');
    mkdirSync(dir, { recursive: true });
    const projects = [...this.projects].map(([name, span]) => ({
      name,
      // From the run's start: projects run side by side, so their spans overlap.
      from: (span.from - this.runStarted) / 1000,
      to: (span.to - this.runStarted) / 1000,
      files: this.files.filter((file) => file.project === name).length,
    }));
    writeFileSync(
      path.join(dir, 'vitest.json'),
      JSON.stringify({
        seconds: (Date.now() - this.runStarted) / 1000,
        projects,
        files: this.files,
      }),
    );
  }
}
