import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests as `kubectl kustomize` builds each overlay, validated against the
 * Kubernetes API's JSON schemas (kubernetes-models, offline), then checked for the shapes the
 * deployment needs: embedded in one process; split with one Deployment per service, two gateway replicas,
 * PostgreSQL and Redis outside.
 */
const OVERLAYS = path.resolve(__dirname, '../k8s/overlays');
const SERVICES = ['identity', 'masterdata', 'staffing', 'reports', 'notify'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifests are read as plain objects and checked by the schema
type Manifest = Record<string, any>;
type Model = new (data: Manifest) => { validate(): void };
const MODELS: Record<string, Model> = {
  'apps/v1/Deployment': Deployment as unknown as Model,
  'v1/ConfigMap': ConfigMap as unknown as Model,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim as unknown as Model,
  'v1/Service': Service as unknown as Model,
  'networking.k8s.io/v1/Ingress': Ingress as unknown as Model,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as unknown as Model,
};

function build(overlay: string): Manifest[] {
  const text = execFileSync('kubectl', ['kustomize', path.join(OVERLAYS, overlay)], { encoding: 'utf8' });
  return parseAllDocuments(text).map((doc) => doc.toJSON() as Manifest);
}

function validate(manifest: Manifest): void {
  const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind} (${manifest.metadata?.name})`);
  new model(manifest).validate();
}

const deployments = (manifests: Manifest[]) => new Map(manifests.filter((m) => m.kind === 'Deployment').map((m) => [m.metadata.name, m]));
const launcher = (deployment: Manifest) => deployment.spec.template.spec.containers.find((c: Manifest) => c.name === 'launcher');

describe.each(['embedded', 'split'])('the %s overlay', (overlay) => {
  const manifests = build(overlay);

  it('builds and every object is valid against the Kubernetes schemas', () => {
    expect(manifests.length).toBeGreaterThan(5);
    for (const manifest of manifests) expect(() => validate(manifest)).not.toThrow();
  });

  it('runs every launcher pod with probes on /livez and /readyz, the metrics port, and the gateway with the registry volume and the builds', () => {
    const launchers = [...deployments(manifests).values()].filter((d) => d.metadata.labels['invalpool.nl/launcher'] === 'true');
    expect(launchers.length).toBeGreaterThan(0);
    for (const d of launchers) {
      const c = launcher(d);
      expect(c.image).toMatch(/^invalpool\/services:/);
      expect(c.readinessProbe.httpGet.path).toBe('/readyz');
      expect(c.livenessProbe.httpGet.path).toBe('/livez');
      expect(c.ports).toEqual(expect.arrayContaining([{ name: 'metrics', containerPort: 9464 }]));
      const isGateway = d.spec.template.metadata.labels['app.kubernetes.io/component'] === 'gateway';
      const mounts = (c.volumeMounts ?? []).map((m: Manifest) => m.mountPath);
      expect(mounts.includes('/registry') && mounts.includes('/static')).toBe(isGateway);
    }
    // the public reaches the static site only; no Service exposes the metrics port
    for (const s of manifests.filter((m) => m.kind === 'Service')) expect(s.spec.ports.map((p: Manifest) => p.port)).not.toContain(9464);
  });
});

it('embedded: one process with every target on its own data volume, never two at once', () => {
  const all = deployments(build('embedded'));
  expect([...all.keys()].sort()).toEqual(['invalpool', 'static']);
  const invalpool = all.get('invalpool')!;
  expect(launcher(invalpool).args).toEqual(['all']);
  expect(invalpool.spec.replicas).toBe(1);
  expect(invalpool.spec.strategy.type).toBe('Recreate');
  expect(invalpool.spec.template.spec.volumes.map((v: Manifest) => v.persistentVolumeClaim?.claimName)).toContain('invalpool-data');
});

it('split: one Deployment per service and two gateways, on PostgreSQL and Redis that run elsewhere', () => {
  const manifests = build('split');
  const all = deployments(manifests);
  expect([...all.keys()].sort()).toEqual([...SERVICES, 'gateway', 'static'].sort());
  for (const service of SERVICES) {
    expect(launcher(all.get(service)!).args).toEqual([service]);
    expect(manifests.some((m) => m.kind === 'Service' && m.metadata.name === service)).toBe(true);
  }
  expect(all.get('gateway')!.spec.replicas).toBe(2);
  expect(launcher(all.get('gateway')!).args).toEqual(['gateway']);
  const images = [...all.values()].flatMap((d) => d.spec.template.spec.containers.map((c: Manifest) => c.image as string));
  expect(images.filter((i) => /postgres|redis|nats/.test(i))).toEqual([]);
  // one database and one Web Push key pair for every process (a pair per pod would void subscriptions)
  for (const service of [...SERVICES, 'gateway'])
    for (const key of ['DATABASE_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
      expect(launcher(all.get(service)!).env.find((e: Manifest) => e.name === key).valueFrom.secretKeyRef).toEqual({
        name: 'invalpool-secrets',
        key,
      });
  const config = manifests.find((m) => m.kind === 'ConfigMap')!.data;
  expect(config.BUS).toBe('redis');
  expect(config.GEOCODER_URL).toBe('pdok');
  expect(config.SERVICE_URLS.split(',').map((pair: string) => pair.split('=')[0])).toEqual(SERVICES);
});

it('the validator refuses what the cluster would refuse', () => {
  const gateway = deployments(build('split')).get('gateway')!;
  expect(() => validate({ ...gateway, spec: { ...gateway.spec, replicas: 'two' } })).toThrow(/replicas must be integer/);
  const nameless = structuredClone(gateway);
  delete nameless.spec.template.spec.containers[0].name;
  expect(() => validate(nameless)).toThrow(/must have required property name/);
  expect(() => validate({ apiVersion: 'apps/v1', kind: 'StatefulSett', metadata: { name: 'x' } })).toThrow(/no schema/);
});
