// Runs the commands the tooling tests drive: one to its end, its output collected, or a server in
// its own process group until it is stopped. A command gets `env` as its whole environment, or
// this process's when none is given, and no standard input.
import { spawn } from 'node:child_process';

export interface CommandOptions {
  /** The folder it runs in; this process's when none is given. */
  cwd?: string;
  /** Its whole environment; this process's when none is given. */
  env?: NodeJS.ProcessEnv;
}

/** How much of a failed command's output its error shows: the end, where the cause is. */
const failureOutputChars = 6000;

/**
 * Runs a command to its end; resolves with its standard output and error as they came, rejects
 * with the command, its exit code (or signal) and the end of that output when it fails.
 */
export function run(command: string, args: string[], options: CommandOptions = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    // 'close', not 'exit': once the output has been read to its end as well.
    child.once('close', (code, signal) => {
      if (code === 0) return resolve(output);
      const tail = output.slice(-failureOutputChars);
      reject(new Error(`${command} ${args.join(' ')} exited ${code ?? signal}:\n${tail}`));
    });
  });
}

/**
 * Starts a long-running command (a server) in its own process group, its output ignored; `stop`
 * ends it and whatever it started, and `exited` settles when it has ended.
 */
export function serve(command: string, args: string[], options: CommandOptions = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
