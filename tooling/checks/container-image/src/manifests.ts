// The Kubernetes manifests of deploy/kubernetes as kustomize renders them, each checked against
// the Kubernetes schemas (kubernetes-models) for its apiVersion and kind.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { kustomize } from './kubectl.ts';
import { repositoryRoot } from './repository.ts';

export const kubernetesFolder = path.join(repositoryRoot, 'deploy', 'kubernetes');

/** Each overlay (one per site app) and the shared nginx, by name. */
export function kustomizations(): Record<string, string> {
  const overlays = readdirSync(path.join(kubernetesFolder, 'overlays'));
  return {
    ...Object.fromEntries(
      overlays.map((name) => [name, path.join(kubernetesFolder, 'overlays', name)]),
    ),
    nginx: path.join(kubernetesFolder, 'nginx'),
  };
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/** Throws when the manifest is not a valid object of its kind (or of a kind not expected here). */
export function validateManifest(manifest: Manifest): void {
  const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`Unexpected kind ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest as never).validate();
}

/** The manifests `kubectl kustomize <folder>` renders. */
export function render(folder: string): Manifest[] {
  return parseAllDocuments(kustomize(folder)).map((document) => document.toJS() as Manifest);
}
