// deploy/kubernetes: every manifest valid against the Kubernetes schemas (kubernetes-models), and
// the shape a release needs: API replicas with both probes and a disruption budget, one worker
// replaced with Recreate, a migration Job, and every reference (ConfigMap, Secrets, Services,
// selectors) pointing at something the manifests define.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from './podman';

const DIR = join(REPO_ROOT, 'deploy/kubernetes');
type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

const MODELS: Record<string, new (data: never) => { validate: () => void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};

const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: Manifest[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
);
const find = <T>(kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return found as unknown as T;
};

describe('deploy/kubernetes', () => {
  it('validates every manifest against the Kubernetes schemas', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(9);
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model, `${manifest.apiVersion} ${manifest.kind} has a model`).toBeDefined();
      if (Model)
        expect(
          () => new Model(manifest as never).validate(),
          `${manifest.kind} ${manifest.metadata.name}`,
        ).not.toThrow();
    }
  });

  it('finds a schema error (an unknown field type), so the validation is real', () => {
    const broken = { ...find<Manifest>('Deployment', 'woohoo-api'), spec: { replicas: 'two' } };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('runs two API replicas with readiness and liveness probes and a disruption budget', () => {
    const api = new Deployment(find('Deployment', 'woohoo-api'));
    const container = api.spec?.template.spec?.containers[0];
    expect(api.spec?.replicas).toBe(2);
    expect(container?.args).toEqual(['api']);
    expect(container?.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(container?.livenessProbe?.httpGet?.path).toBe('/api/health');
    const pdb = new PodDisruptionBudget(find('PodDisruptionBudget', 'woohoo-api'));
    expect(pdb.spec?.selector?.matchLabels).toEqual(api.spec?.selector.matchLabels);
    expect(pdb.spec?.minAvailable).toBe(1);
  });

  it('stops each process within its grace period (docs/rules.md "Shutdown")', () => {
    const config = new ConfigMap(find('ConfigMap', 'woohoo-config')).data ?? {};
    for (const name of ['woohoo-api', 'woohoo-worker']) {
      const spec = new Deployment(find('Deployment', name)).spec?.template.spec;
      const own = Object.fromEntries((spec?.containers[0]?.env ?? []).map((e) => [e.name, e.value]));
      const timeoutMs = Number(own.SHUTDOWN_TIMEOUT_MS ?? config.SHUTDOWN_TIMEOUT_MS);
      const drainMs = Number(own.SHUTDOWN_DRAIN_MS ?? config.SHUTDOWN_DRAIN_MS);
      expect(timeoutMs, name).toBeGreaterThan(drainMs);
      expect(timeoutMs, name).toBeLessThan((spec?.terminationGracePeriodSeconds ?? 30) * 1000);
    }
  });

  it('runs one worker, replaced with Recreate, and migrates in a Job', () => {
    const worker = new Deployment(find('Deployment', 'woohoo-worker'));
    expect(worker.spec?.replicas).toBe(1);
    expect(worker.spec?.strategy?.type).toBe('Recreate');
    expect(worker.spec?.template.spec?.containers[0]?.args).toEqual(['worker']);
    const job = new Job(find('Job', 'woohoo-migrate'));
    expect(job.spec?.template.spec?.containers[0]?.args).toEqual(['migrate']);
    const config = new ConfigMap(find('ConfigMap', 'woohoo-config'));
    expect(config.data?.MIGRATE_ON_START).toBe('false');
  });

  it('points every reference at something the manifests define', () => {
    const pods = [
      new Deployment(find('Deployment', 'woohoo-api')).spec?.template,
      new Deployment(find('Deployment', 'woohoo-worker')).spec?.template,
      new Job(find('Job', 'woohoo-migrate')).spec?.template,
    ];
    for (const pod of pods) {
      for (const container of pod?.spec?.containers ?? []) {
        expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
        for (const from of container.envFrom ?? []) {
          if (from.configMapRef) find('ConfigMap', from.configMapRef.name ?? '');
          if (from.secretRef) find('Secret', from.secretRef.name ?? '');
        }
      }
      for (const volume of pod?.spec?.volumes ?? []) {
        if (!volume.secret) continue;
        find('Secret', volume.secret.secretName ?? '');
        // Root owns a secret volume's files: the pod's user reads them through fsGroup, by the group bits.
        expect((volume.secret.defaultMode ?? 0o644) & 0o040, `${volume.name} readable by fsGroup`).toBe(
          0o040,
        );
        expect(pod?.spec?.securityContext?.fsGroup).toBe(10001);
      }
      expect(pod?.spec?.securityContext?.runAsNonRoot).toBe(true);
    }
    for (const name of ['woohoo-api', 'woohoo-worker']) {
      const service = new Service(find('Service', name));
      const deployment = new Deployment(find('Deployment', name));
      expect(service.spec?.selector).toEqual(deployment.spec?.selector.matchLabels);
    }
    const ingress = new Ingress(find('Ingress', 'woohoo'));
    const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
    const service = new Service(find('Service', backend?.name ?? ''));
    expect(service.spec?.ports?.map((p) => p.name)).toContain(backend?.port?.name);
    const kustomization = readFileSync(join(DIR, 'kustomization.yaml'), 'utf8');
    for (const file of files) expect(kustomization).toContain(file);
  });
});
