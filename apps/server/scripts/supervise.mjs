#!/usr/bin/env node
// Runs the console and starts it again when it dies (decision 0064):
//   node scripts/supervise.mjs <command> [args...]
// A child that exits 0, or exits after the SIGINT/SIGTERM we passed on, ends the supervisor with its
// code. Any other exit (a non-zero code, a signal not ours: SIGKILL from the OOM killer, a crash)
// is logged as one JSON line and the child started again after a backoff that doubles per quick
// crash. Five quick crashes in a row (each within a minute of its start) end the supervisor with 1:
// a console that cannot start is not helped by starting it forever.
import { spawn } from 'node:child_process';
import { setTimeout } from 'node:timers';

const QUICK_MS = Number(process.env.SUPERVISOR_QUICK_MS ?? 60_000);
const MAX_QUICK_CRASHES = Number(process.env.SUPERVISOR_MAX_CRASHES ?? 5);
const BACKOFF_MS = Number(process.env.SUPERVISOR_BACKOFF_MS ?? 1_000);
const MAX_BACKOFF_MS = 30_000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/supervise.mjs <command> [args...]');
  process.exit(2);
}

/** One JSON line per event, as the server's own log (pino) writes them. */
const log = (level, msg, fields = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), name: 'supervisor', pid: process.pid, ...fields, msg })}\n`);

let child;
let stopping = null;
let quickCrashes = 0;
let attempt = 0;

function start() {
  attempt += 1;
  const startedAt = Date.now();
  child = spawn(command, args, { stdio: 'inherit' });
  log(30, 'console started', { childPid: child.pid, attempt });
  child.once('error', (error) => log(50, 'console could not be started', { error: error.message, attempt }));
  child.once('exit', (code, signal) => {
    if (stopping || code === 0) {
      log(30, 'console stopped', { code, signal, by: stopping });
      process.exit(code ?? 0);
    }
    const ranMs = Date.now() - startedAt;
    quickCrashes = ranMs < QUICK_MS ? quickCrashes + 1 : 1;
    if (quickCrashes >= MAX_QUICK_CRASHES) {
      log(60, `console crashed ${quickCrashes} times in a row within ${QUICK_MS / 1000} s of starting: giving up`, {
        code,
        signal,
        attempt,
      });
      console.error(
        `控制台连续 ${quickCrashes} 次启动后很快退出，已停止重启，请查看上面的日志。 / The console keeps crashing; not restarting it again.`,
      );
      process.exit(1);
    }
    const delayMs = Math.min(BACKOFF_MS * 2 ** (quickCrashes - 1), MAX_BACKOFF_MS);
    log(50, 'console exited unexpectedly: restarting', { code, signal, attempt, ranMs, restartInMs: delayMs });
    setTimeout(start, delayMs);
  });
}

// Passed on to the child, which drains its requests and exits 0 (src/main.ts). A signal that
// arrives between a crash and the restart ends the supervisor at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  });
}

start();
