// Types of scripts/cluster-kit.mjs for the TypeScript that imports it (the cluster fault suite).
import type { ChildProcess } from 'node:child_process';

export const root: string;
export const serverEntry: string;
export class HaproxyMissing extends Error {
  constructor(message: string, notRoot: boolean);
  /** True when HAProxy is missing and this is not root: the caller tells how to install it. */
  readonly notRoot: boolean;
}
export function haproxyPath(): string | null;
export function ensureHaproxy(): string;
export function prefixed(child: ChildProcess, name: string, log?: (line: string) => void): void;
export function waitReady(
  port: number,
  child: ChildProcess,
  name: string,
  timeoutMs?: number,
): Promise<void>;
export function startInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  log?: (line: string) => void;
}): ChildProcess;
export function startBalancer(options: {
  haproxy: string;
  front: number;
  host?: string;
  statsPort: number;
  apps: readonly number[];
  log?: (line: string) => void;
}): ChildProcess;
export function balancerStates(statsPort: number): Promise<Record<string, string>>;
