// buildah, as CI drives it: chroot isolation (no container runtime or registry on these
// machines), images in the machine's local storage, each command in this process's environment
// (PATH, HOME, proxies, …).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { run } from '@journals/commands';

/** The host's CA bundle, handed to the build's downloading steps (a proxy may re-sign TLS). */
const hostCaBundle = '/etc/ssl/certs/ca-certificates.crt';

/** `buildah build` of a Containerfile, in Docker's image format (OCI images drop HEALTHCHECK). */
export function buildImage(options: {
  context: string;
  containerfile: string;
  tag: string;
  buildArgs?: Record<string, string>;
}) {
  const args = [
    'build',
    '--isolation',
    'chroot',
    '--format',
    'docker',
    '--layers',
    '--pull-never',
    '-f',
    options.containerfile,
    '-t',
    options.tag,
  ];
  if (existsSync(hostCaBundle)) args.push('--secret', `id=ca-certificates,src=${hostCaBundle}`);
  for (const [name, value] of Object.entries(options.buildArgs ?? {})) {
    args.push('--build-arg', `${name}=${value}`);
  }
  return run('buildah', [...args, options.context]);
}

export interface ImageConfig {
  User?: string;
  Env?: string[];
  Cmd?: string[];
  Entrypoint?: string[];
  WorkingDir?: string;
  StopSignal?: string;
  Healthcheck?: { Test?: string[]; Interval?: number };
}

/** The image's Docker config: its user, command, stop signal and health check. */
export async function imageConfig(image: string): Promise<ImageConfig> {
  const inspected = JSON.parse(await run('buildah', ['inspect', '--type', 'image', image])) as {
    Docker: { config: ImageConfig };
  };
  return inspected.Docker.config;
}

/** The image's uncompressed size in bytes, as `buildah images` reports it (SI units). */
export async function imageSize(image: string): Promise<number> {
  const [listed] = JSON.parse(await run('buildah', ['images', '--json', image])) as {
    size: string;
  }[];
  const match = /^([\d.]+)\s*(kB|MB|GB)$/.exec(listed?.size ?? '');
  if (!match) throw new Error(`Unexpected image size ${listed?.size} of ${image}`);
  const unit = { kB: 1e3, MB: 1e6, GB: 1e9 }[match[2] as 'kB' | 'MB' | 'GB'];
  return Number(match[1]) * unit;
}

/** A working container of the image, removed by `remove()`. */
export async function createContainer(image: string, name: string) {
  await run('buildah', ['rm', name]).catch(() => undefined);
  await run('buildah', ['from', '--pull-never', '--name', name, image]);
  return {
    name,
    /** The folder of what the container wrote over the image (overlay's upper layer). */
    async writtenFiles(): Promise<string> {
      const merged = (await run('buildah', ['mount', name])).trim();
      return merged.replace(/\/merged$/, '/diff');
    },
    async remove() {
      await run('buildah', ['umount', name]).catch(() => undefined);
      await run('buildah', ['rm', name]).catch(() => undefined);
    },
  };
}

/**
 * `buildah run` of the image's own command in the container, with `env` added and each host
 * folder of `readOnlyMounts` mounted read-only at its container path: the container shares the
 * host's network, so the server listens on the host's PORT.
 */
export function runContainer(
  name: string,
  command: string[],
  env: Record<string, string>,
  readOnlyMounts: Record<string, string> = {},
) {
  const args = ['run', '--isolation', 'chroot'];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  for (const [target, source] of Object.entries(readOnlyMounts)) {
    args.push('--volume', `${source}:${target}:ro`);
  }
  const child: ChildProcess = spawn('buildah', [...args, name, '--', ...command], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    exited,
    output: () => output,
    /**
     * The container's main process: the descendant of `buildah run` running `command`, or the
     * one whose arguments `matches` accepts (nginx rewrites its own).
     */
    mainProcess(matches: (args: string[]) => boolean = (args) => runsCommand(args, command)) {
      return child.pid === undefined ? undefined : findDescendant(child.pid, matches);
    },
  };
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function isDescendant(pid: number, ancestor: number): boolean {
  for (let current: number | undefined = pid; current && current > 1;) {
    current = parentOf(current);
    if (current === ancestor) return true;
  }
  return false;
}

/** Whether a process's arguments are `command` (its program perhaps by its full path). */
function runsCommand(args: string[], command: string[]): boolean {
  const [program = '', ...rest] = command;
  return (
    args.length === command.length &&
    (args[0] === program || Boolean(args[0]?.endsWith(`/${program}`))) &&
    !args[0]?.includes('buildah') &&
    args.slice(1).join('\0') === rest.join('\0')
  );
}

/** The first process under `ancestor` whose arguments `matches` accepts. */
function findDescendant(ancestor: number, matches: (args: string[]) => boolean) {
  return readdirPids().find((pid) => matches(commandLine(pid)) && isDescendant(pid, ancestor));
}

function readdirPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** The real, effective, saved and filesystem user ids of a process. */
export function userIds(pid: number): number[] {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((entry) => entry.startsWith('Uid:')) ?? '';
  return line.split(/\s+/).slice(1).filter(Boolean).map(Number);
}
