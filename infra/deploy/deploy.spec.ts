// Static checks of the deploy files (no Docker engine or cluster needed): docker-compose.yml, the
// Dockerfile and the kustomize tree under k8s/ are parsed and cross-checked. Every check returns a
// list of problems; the last block breaks a copy of the files in many ways to prove each check can fail.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

/** Every deployable app; the gateway is the HTTP edge, the others are NATS services. */
const APPS = ['gateway', 'feed', 'content', 'reward', 'billing', 'analytics'] as const;
type App = (typeof APPS)[number];
const HPA_APPS: readonly App[] = ['gateway', 'feed', 'content'];
const INFRA = ['postgres', 'redis', 'nats', 'minio'] as const;
const OVERLAYS = ['local', 'production'] as const;

interface AppKind {
  port: number;
  ready: string;
  live: string;
  entry: string;
}

function appKind(app: App): AppKind {
  if (app === 'gateway')
    return { port: 8080, ready: '/api/health/ready', live: '/api/health/live', entry: 'gateway/dist/main.js' };
  return { port: 3001, ready: '/health/ready', live: '/health/live', entry: `services/${app}/dist/main.js` };
}

// ---------- shapes (only the fields the checks read) ----------

type EnvValue = string | number | boolean | null;
interface ComposeService {
  image?: string;
  build?: string | { context?: string; target?: string; dockerfile?: string };
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Record<string, EnvValue> | string[];
  ports?: (string | number | { target?: number; published?: number | string })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
}
interface Compose {
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

interface Probe {
  httpGet?: { path?: string; port?: number | string };
}
interface Container {
  name?: string;
  image?: string;
  ports?: { name?: string; containerPort?: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  envFrom?: { configMapRef?: { name?: string }; secretRef?: { name?: string } }[];
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
}
type Labels = Record<string, string>;
interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Labels };
  spec?: {
    selector?: Labels & { matchLabels?: Labels };
    template?: { metadata?: { labels?: Labels }; spec?: { containers?: Container[] } };
    ports?: { name?: string; port?: number; targetPort?: number | string }[];
    scaleTargetRef?: { apiVersion?: string; kind?: string; name?: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: { type?: string; resource?: { name?: string } }[];
    rules?: {
      http?: { paths?: { path?: string; backend?: { service?: { name?: string; port?: { number?: number } } } }[] };
    }[];
  };
}
interface Generator {
  envs?: string[];
  files?: string[];
}
interface Kustomization {
  resources?: string[];
  components?: string[];
  patches?: { path?: string }[];
  secretGenerator?: Generator[];
  configMapGenerator?: Generator[];
  images?: { name?: string }[];
}
interface KustomizeDir {
  kustomization?: Kustomization;
  /** Every file below the directory, relative to it (posix separators). */
  files: string[];
}
interface DeployModel {
  compose: Compose;
  dockerfile: string;
  base: KustomizeDir & { objects: K8sObject[] };
  overlays: Record<string, KustomizeDir>;
}

// ---------- loading ----------

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split('\\').join('/'));
}

function readYaml<T>(path: string): T | undefined {
  return existsSync(path) ? (parse(readFileSync(path, 'utf8'), { merge: true }) as T) : undefined;
}

/** All documents of a multi-document YAML file; a syntax error fails loudly with the file name. */
function readYamlDocuments(path: string): K8sObject[] {
  const docs = parseAllDocuments(readFileSync(path, 'utf8'), { merge: true });
  if (!Array.isArray(docs)) return [];
  for (const doc of docs) {
    if (doc.errors.length) throw new Error(`${path}: ${doc.errors.map((e) => e.message).join('; ')}`);
  }
  return docs
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null && typeof o === 'object');
}

function loadDir(dir: string): KustomizeDir {
  return { kustomization: readYaml<Kustomization>(join(dir, 'kustomization.yaml')), files: listFiles(dir) };
}

function loadModel(root: string): DeployModel {
  const baseDir = join(root, 'k8s/base');
  const base = loadDir(baseDir);
  const objects = (base.kustomization?.resources ?? [])
    .filter((r) => base.files.includes(r))
    .flatMap((r) => readYamlDocuments(join(baseDir, r)));
  const overlays = Object.fromEntries(
    listOverlayNames(join(root, 'k8s/overlays')).map((o) => [o, loadDir(join(root, 'k8s/overlays', o))]),
  );
  return {
    compose: readYaml<Compose>(join(root, 'docker-compose.yml')) ?? {},
    dockerfile: existsSync(join(root, 'Dockerfile')) ? readFileSync(join(root, 'Dockerfile'), 'utf8') : '',
    base: { ...base, objects },
    overlays,
  };
}

function listOverlayNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory());
}

// ---------- Dockerfile ----------

interface Stage {
  name?: string;
  from: string;
  instructions: { op: string; args: string }[];
}

function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const match = /^(\w+)\s+(.*)$/.exec(line);
    const op = match?.[1]?.toUpperCase();
    const args = match?.[2] ?? '';
    if (op === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/).filter((p) => !p.startsWith('--'));
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name?.toLowerCase() : undefined, instructions: [] });
    } else if (op) {
      stages.at(-1)?.instructions.push({ op, args });
    }
  }
  return stages;
}

/** The stage and its ancestors (FROM <stage>), nearest first. */
function stageChain(stages: Stage[], name: string): Stage[] {
  const chain: Stage[] = [];
  let current = stages.find((s) => s.name === name);
  while (current && !chain.includes(current)) {
    chain.push(current);
    const parent: string = current.from;
    current = stages.find((s) => s.name === parent);
  }
  return chain;
}

function nearest(chain: Stage[], op: string): string | undefined {
  for (const stage of chain) {
    const found = stage.instructions.filter((i) => i.op === op).at(-1);
    if (found) return found.args;
  }
  return undefined;
}

const NODE_24 = /^node:24([.-]|$)/;

function dockerfileProblems(text: string): string[] {
  const stages = parseDockerfile(text);
  const problems: string[] = [];
  if (!stages.some((s) => NODE_24.test(s.from))) problems.push('Dockerfile: no FROM node:24 base');
  for (const app of APPS) {
    const chain = stageChain(stages, app);
    const where = `Dockerfile target ${app}`;
    if (!chain.length) {
      problems.push(`${where}: no such stage`);
      continue;
    }
    const root = chain.at(-1)?.from ?? '';
    if (!NODE_24.test(root)) problems.push(`${where}: based on ${root}, not node:24`);
    const cmd = nearest(chain, 'CMD') ?? '';
    if (!cmd.includes(appKind(app).entry)) problems.push(`${where}: CMD does not run ${appKind(app).entry}`);
    const user = nearest(chain, 'USER');
    if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`${where}: runs as root`);
    const runs = chain.flatMap((s) => s.instructions.filter((i) => i.op === 'RUN').map((i) => i.args));
    if (!runs.some((r) => /apt-get install[^&]*\bespeak-ng\b/.test(r)))
      problems.push(`${where}: espeak-ng is not installed`);
  }
  return problems;
}

// ---------- docker-compose.yml ----------

function envOf(service: ComposeService): Map<string, string | undefined> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return new Map(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, undefined] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return new Map(Object.entries(env).map(([k, v]) => [k, v === null ? undefined : String(v)]));
}

function healthTest(service: ComposeService): string {
  const test = service.healthcheck?.disable ? undefined : service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

function dependencyCondition(service: ComposeService, name: string): string | undefined {
  const deps = service.depends_on;
  if (!deps) return undefined;
  if (Array.isArray(deps)) return deps.includes(name) ? 'service_started' : undefined;
  return deps[name] ? (deps[name].condition ?? 'service_started') : undefined;
}

const URL_VARS = { DATABASE_URL: /^postgres(ql)?:\/\//, REDIS_URL: /^rediss?:\/\//, NATS_URL: /^nats:\/\// } as const;

function urlHost(url: string): string | undefined {
  return /^[a-z]+:\/\/(?:[^@/]*@)?([^:/?]+)/.exec(url)?.[1];
}

function composeEnvProblems(app: App, service: ComposeService, compose: Compose): string[] {
  const env = envOf(service);
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(URL_VARS)) {
    const value = env.get(name);
    if (!value) problems.push(`compose ${app}: ${name} is not set`);
    else if (!pattern.test(value)) problems.push(`compose ${app}: ${name} has the wrong scheme (${value})`);
    else if (!compose.services?.[urlHost(value) ?? ''])
      problems.push(`compose ${app}: ${name} points at no compose service (${value})`);
  }
  if (app !== 'gateway' && env.get('HEALTH_PORT') !== '3001') problems.push(`compose ${app}: HEALTH_PORT is not 3001`);
  if (
    (app === 'content' || app === 'reward') &&
    (env.get('BLOB_DRIVER') !== 's3' || !env.get('S3_ENDPOINT')?.includes('minio'))
  ) {
    problems.push(`compose ${app}: blobs do not go to minio (BLOB_DRIVER=s3, S3_ENDPOINT)`);
  }
  return problems;
}

function composeBuildProblems(app: App, service: ComposeService, stageNames: string[]): string[] {
  if (!service.build && !service.image) return [`compose ${app}: neither build nor image`];
  const target = typeof service.build === 'object' ? service.build.target : undefined;
  if (target && !stageNames.includes(target))
    return [`compose ${app}: build target ${target} is not a Dockerfile stage`];
  if (service.build && target !== app)
    return [`compose ${app}: builds target ${target ?? '(default)'} instead of ${app}`];
  return [];
}

function composeAppProblems(app: App, compose: Compose, dockerfile: string): string[] {
  const stageNames = parseDockerfile(dockerfile).flatMap((s) => (s.name ? [s.name] : []));
  const service = compose.services?.[app];
  if (!service) return [`compose: ${app} is missing`];
  const problems = [...composeBuildProblems(app, service, stageNames), ...composeEnvProblems(app, service, compose)];
  const kind = appKind(app);
  if (!healthTest(service).includes(`localhost:${kind.port}${kind.ready}`)) {
    problems.push(`compose ${app}: healthcheck does not probe localhost:${kind.port}${kind.ready}`);
  }
  for (const dep of ['postgres', 'redis', 'nats']) {
    const condition = dependencyCondition(service, dep);
    if (condition !== 'service_healthy')
      problems.push(`compose ${app}: depends_on ${dep} is ${condition ?? 'missing'}, not service_healthy`);
  }
  return problems;
}

const INFRA_IMAGES: Record<(typeof INFRA)[number], RegExp> = {
  postgres: /^postgres:17([.-]|$)/,
  redis: /^redis:7([.-]|$)/,
  nats: /^nats:2\.10([.-]|$)/,
  minio: /^(quay\.io\/)?minio\/minio(:|$)/,
};
const INFRA_HEALTH: Record<(typeof INFRA)[number], RegExp> = {
  postgres: /pg_isready/,
  redis: /redis-cli.*ping/,
  nats: /8222\/healthz/,
  minio: /mc ready|minio\/health/,
};

function namedVolumes(service: ComposeService): string[] {
  return (service.volumes ?? []).flatMap((v) => {
    const source = typeof v === 'string' ? v.split(':')[0] : v.source;
    return source && !/^[./~]/.test(source) ? [source] : [];
  });
}

function composeInfraProblems(compose: Compose): string[] {
  const services = compose.services ?? {};
  const problems = INFRA.flatMap((name) => {
    const service = services[name];
    if (!service) return [`compose: ${name} is missing`];
    const found: string[] = [];
    if (!INFRA_IMAGES[name].test(service.image ?? ''))
      found.push(`compose ${name}: unexpected image ${service.image ?? '(none)'}`);
    if (!INFRA_HEALTH[name].test(healthTest(service)))
      found.push(`compose ${name}: healthcheck missing or not ${INFRA_HEALTH[name].source}`);
    return found;
  });
  for (const name of ['postgres', 'redis', 'minio'] as const) {
    const volumes = services[name] ? namedVolumes(services[name]) : [];
    if (!volumes.some((v) => compose.volumes && v in compose.volumes))
      problems.push(`compose ${name}: no named data volume`);
  }
  const init = services['minio-init'];
  if (!init || dependencyCondition(init, 'minio') !== 'service_healthy')
    problems.push('compose: minio-init missing or not waiting for a healthy minio');
  const gatewayPorts = (services.gateway?.ports ?? []).map(String);
  if (!gatewayPorts.some((p) => /^(.*:)?8080:8080$/.test(p)))
    problems.push('compose gateway: port 8080:8080 is not published');
  return problems;
}

// ---------- k8s base ----------

function find(objects: K8sObject[], kind: string, name: string): K8sObject | undefined {
  return objects.find((o) => o.kind === kind && o.metadata?.name === name);
}

function containerOf(deployment: K8sObject, app: App): Container | undefined {
  const containers = deployment.spec?.template?.spec?.containers ?? [];
  return containers.find((c) => c.name === app) ?? containers[0];
}

/** A probe/Service port (number or port name) as the container port number it reaches. */
function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  return container.ports?.find((p) => p.name !== undefined && p.name === port)?.containerPort;
}

function isSubset(selector: Labels | undefined, labels: Labels | undefined): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([k, v]) => labels?.[k] === v);
}

function probeProblems(app: App, container: Container): string[] {
  const kind = appKind(app);
  const problems: string[] = [];
  const probes = [
    ['readiness', container.readinessProbe, kind.ready],
    ['liveness', container.livenessProbe, kind.live],
  ] as const;
  for (const [label, probe, path] of probes) {
    if (probe?.httpGet?.path !== path)
      problems.push(`k8s ${app}: ${label} probe path is ${probe?.httpGet?.path ?? 'missing'}, not ${path}`);
    else if (resolvePort(container, probe.httpGet.port) !== kind.port)
      problems.push(`k8s ${app}: ${label} probe does not reach port ${kind.port}`);
  }
  return problems;
}

function containerProblems(app: App, container: Container): string[] {
  const problems = probeProblems(app, container);
  if (!new RegExp(`^lumen/${app}(:[\\w.-]+)?$`).test(container.image ?? ''))
    problems.push(`k8s ${app}: image ${container.image ?? '(none)'} is not lumen/${app}`);
  if (!container.ports?.some((p) => p.containerPort === appKind(app).port))
    problems.push(`k8s ${app}: no containerPort ${appKind(app).port}`);
  const envFrom = container.envFrom ?? [];
  if (!envFrom.some((e) => e.configMapRef?.name === 'lumen-config'))
    problems.push(`k8s ${app}: envFrom lacks configMapRef lumen-config`);
  if (!envFrom.some((e) => e.secretRef?.name === 'lumen-secrets'))
    problems.push(`k8s ${app}: envFrom lacks secretRef lumen-secrets`);
  for (const side of ['requests', 'limits'] as const) {
    const values = container.resources?.[side];
    if (!values?.cpu || !values.memory) problems.push(`k8s ${app}: resources.${side} needs cpu and memory`);
  }
  return problems;
}

function serviceProblems(app: App, service: K8sObject, deployment: K8sObject, container: Container): string[] {
  const problems: string[] = [];
  const podLabels = deployment.spec?.template?.metadata?.labels;
  if (!isSubset(service.spec?.selector, podLabels))
    problems.push(`k8s ${app}: Service selector does not match the pods`);
  const ports = service.spec?.ports ?? [];
  const targets = ports.map((p) => resolvePort(container, p.targetPort ?? p.port));
  if (!ports.length || targets.includes(undefined))
    problems.push(`k8s ${app}: Service targetPort does not match a container port`);
  if (!targets.includes(appKind(app).port))
    problems.push(`k8s ${app}: Service does not target port ${appKind(app).port}`);
  return problems;
}

function k8sAppProblems(app: App, objects: K8sObject[]): string[] {
  const deployment = find(objects, 'Deployment', app);
  const service = find(objects, 'Service', app);
  if (!deployment) return [`k8s: Deployment ${app} is missing`];
  const container = containerOf(deployment, app);
  if (!container) return [`k8s ${app}: Deployment has no container`];
  const problems = containerProblems(app, container);
  if (!isSubset(deployment.spec?.selector?.matchLabels, deployment.spec?.template?.metadata?.labels)) {
    problems.push(`k8s ${app}: Deployment selector does not match its pod template`);
  }
  if (!service) problems.push(`k8s: Service ${app} is missing`);
  else problems.push(...serviceProblems(app, service, deployment, container));
  return problems;
}

function hpaProblems(objects: K8sObject[]): string[] {
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  const problems: string[] = [];
  for (const hpa of hpas) {
    const name = hpa.metadata?.name ?? '(unnamed)';
    const ref = hpa.spec?.scaleTargetRef;
    if (hpa.apiVersion !== 'autoscaling/v2')
      problems.push(`k8s HPA ${name}: apiVersion ${hpa.apiVersion ?? '(none)'}, not autoscaling/v2`);
    if (ref?.kind !== 'Deployment' || !find(objects, 'Deployment', ref.name ?? ''))
      problems.push(`k8s HPA ${name}: targets no existing Deployment`);
    if (!hpa.spec?.metrics?.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu'))
      problems.push(`k8s HPA ${name}: no CPU metric`);
    if (!hpa.spec?.maxReplicas || (hpa.spec.minReplicas ?? 1) > hpa.spec.maxReplicas)
      problems.push(`k8s HPA ${name}: bad replica bounds`);
  }
  const targeted = hpas.map((h) => h.spec?.scaleTargetRef?.name ?? '').sort();
  if (targeted.join() !== [...HPA_APPS].sort().join())
    problems.push(`k8s: HPAs target [${targeted.join()}], expected exactly [${[...HPA_APPS].sort().join()}]`);
  return problems;
}

function ingressProblems(objects: K8sObject[]): string[] {
  const routesRoot = objects
    .filter((o) => o.kind === 'Ingress')
    .flatMap((o) => o.spec?.rules ?? [])
    .flatMap((r) => r.http?.paths ?? [])
    .some((p) => p.path === '/' && p.backend?.service?.name === 'gateway' && p.backend.service.port?.number === 8080);
  const gatewayPort = find(objects, 'Service', 'gateway')?.spec?.ports?.some((p) => p.port === 8080);
  const problems: string[] = [];
  if (!routesRoot) problems.push('k8s: no Ingress routes / to service gateway port 8080');
  if (!gatewayPort) problems.push('k8s: Service gateway does not expose port 8080');
  if (!find(objects, 'ConfigMap', 'lumen-config')) problems.push('k8s: ConfigMap lumen-config is missing from base');
  return problems;
}

function kustomizationProblems(base: DeployModel['base']): string[] {
  if (!base.kustomization) return ['k8s/base/kustomization.yaml is missing'];
  const resources = base.kustomization.resources ?? [];
  const yamlFiles = base.files.filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
  return [
    ...yamlFiles.filter((f) => !resources.includes(f)).map((f) => `k8s/base/${f} is not listed in resources`),
    ...resources.filter((r) => !base.files.includes(r)).map((r) => `k8s/base resource ${r} does not exist`),
  ];
}

function localReferences(k: Kustomization): string[] {
  const generated = [...(k.secretGenerator ?? []), ...(k.configMapGenerator ?? [])].flatMap((g) => [
    ...(g.envs ?? []),
    ...(g.files ?? []).map((f) => f.split('=').at(-1) ?? f),
  ]);
  const patches = (k.patches ?? []).flatMap((p) => (p.path ? [p.path] : []));
  return [...(k.resources ?? []), ...(k.components ?? []), ...patches, ...generated].filter(
    (r) => !r.startsWith('../') && !r.includes('://'),
  );
}

function overlayProblems(model: DeployModel): string[] {
  const baseImages = new Set(
    model.base.objects
      .flatMap((o) => o.spec?.template?.spec?.containers ?? [])
      .map((c) => (c.image ?? '').replace(/:[\w.-]+$/, '')),
  );
  return OVERLAYS.flatMap((name) => {
    const k = model.overlays[name]?.kustomization;
    if (!k) return [`k8s/overlays/${name}/kustomization.yaml is missing`];
    const files = model.overlays[name]?.files ?? [];
    const problems: string[] = [];
    if (!(k.resources ?? []).includes('../../base'))
      problems.push(`k8s/overlays/${name}: resources do not include ../../base`);
    for (const ref of localReferences(k))
      if (!files.includes(ref)) problems.push(`k8s/overlays/${name}: ${ref} does not exist`);
    for (const image of k.images ?? [])
      if (!baseImages.has(image.name ?? ''))
        problems.push(`k8s/overlays/${name}: image ${image.name ?? '(none)'} is not used in base`);
    return problems;
  });
}

// ---------- the tests ----------

const root = fileURLToPath(new URL('../../', import.meta.url));
const model = loadModel(root);

function allProblems(m: DeployModel): string[] {
  return [
    ...dockerfileProblems(m.dockerfile),
    ...composeInfraProblems(m.compose),
    ...APPS.flatMap((app) => composeAppProblems(app, m.compose, m.dockerfile)),
    ...kustomizationProblems(m.base),
    ...APPS.flatMap((app) => k8sAppProblems(app, m.base.objects)),
    ...hpaProblems(m.base.objects),
    ...ingressProblems(m.base.objects),
    ...overlayProblems(m),
  ];
}

describe('Dockerfile', () => {
  it('has a node:24 based, non-root target per app that runs its entry point and ships espeak-ng', () => {
    expect(dockerfileProblems(model.dockerfile)).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  it('runs Postgres, Redis, NATS and MinIO with healthchecks, data volumes and a bucket init', () => {
    expect(composeInfraProblems(model.compose)).toEqual([]);
  });

  it.each(APPS)(
    'runs %s: built from its Dockerfile target, healthchecked, after healthy infra, with its env',
    (app) => {
      expect(composeAppProblems(app, model.compose, model.dockerfile)).toEqual([]);
    },
  );
});

describe('k8s base', () => {
  it('lists every file of k8s/base in kustomization resources, and every resource exists', () => {
    expect(kustomizationProblems(model.base)).toEqual([]);
  });

  it.each(APPS)('has a Deployment and Service for %s with probes, ports, env and resources', (app) => {
    expect(k8sAppProblems(app, model.base.objects)).toEqual([]);
  });

  it('autoscales exactly gateway, feed and content (autoscaling/v2, CPU, existing Deployments)', () => {
    expect(hpaProblems(model.base.objects)).toEqual([]);
  });

  it('routes / to the gateway through an Ingress and ships the lumen-config ConfigMap', () => {
    expect(ingressProblems(model.base.objects)).toEqual([]);
  });

  it('keeps the Secret as an example outside the kustomize tree', () => {
    const example = readYamlDocuments(join(root, 'k8s/secret.example.yaml'));
    expect(example).toEqual([
      expect.objectContaining({ kind: 'Secret', metadata: expect.objectContaining({ name: 'lumen-secrets' }) }),
    ]);
    expect(model.base.objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(existsSync(join(root, 'k8s/README.md'))).toBe(true);
  });
});

describe('k8s overlays', () => {
  it('build on ../../base, reference only files that exist and override only base images', () => {
    expect(overlayProblems(model)).toEqual([]);
  });
});

// ---------- every check can fail ----------

function composeService(m: DeployModel, name: string): ComposeService {
  const service = m.compose.services?.[name];
  if (!service) throw new Error(`fixture: no compose service ${name}`);
  return service;
}

function object(m: DeployModel, kind: string, name: string): K8sObject {
  const found = find(m.base.objects, kind, name);
  if (!found) throw new Error(`fixture: no ${kind} ${name}`);
  return found;
}

function container(m: DeployModel, app: App): Container {
  const found = containerOf(object(m, 'Deployment', app), app);
  if (!found) throw new Error(`fixture: no container for ${app}`);
  return found;
}

function envMap(m: DeployModel, name: string): Record<string, EnvValue> {
  const env = composeService(m, name).environment;
  if (!env || Array.isArray(env)) throw new Error(`fixture: ${name} has no environment map`);
  return env;
}

function replaceIn(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture: ${String(from)} not found`);
  return next;
}

type Mutation = [description: string, mutate: (m: DeployModel) => void, expected: string];

const mutations: Mutation[] = [
  // Dockerfile
  [
    'a base other than node:24',
    (m) => void (m.dockerfile = m.dockerfile.replaceAll('node:24-', 'node:22-')),
    'no FROM node:24 base',
  ],
  [
    'a missing app stage',
    (m) => void (m.dockerfile = replaceIn(m.dockerfile, /AS analytics$/m, 'AS stats')),
    'target analytics: no such stage',
  ],
  [
    'a stage running another entry',
    (m) =>
      void (m.dockerfile = replaceIn(m.dockerfile, 'services/reward/dist/main.js"]', 'services/feed/dist/main.js"]')),
    'target reward: CMD',
  ],
  [
    'a root user',
    (m) => void (m.dockerfile = replaceIn(m.dockerfile, /^USER .*$/m, 'USER root')),
    'target gateway: runs as root',
  ],
  [
    'no espeak-ng',
    (m) => void (m.dockerfile = replaceIn(m.dockerfile, 'espeak-ng tini', 'tini')),
    'target content: espeak-ng',
  ],
  // compose apps
  ['an app removed from compose', (m) => delete m.compose.services?.feed, 'compose: feed is missing'],
  [
    'an app with neither build nor image',
    (m) => (delete composeService(m, 'billing').build, delete composeService(m, 'billing').image),
    'compose billing: neither build nor image',
  ],
  [
    'a build target that is no stage',
    (m) => void (composeService(m, 'feed').build = { context: '.', target: 'feeds' }),
    'build target feeds is not a Dockerfile stage',
  ],
  [
    'a build target of another app',
    (m) => void (composeService(m, 'gateway').build = { context: '.', target: 'feed' }),
    'builds target feed instead of gateway',
  ],
  [
    'an app without healthcheck',
    (m) => delete composeService(m, 'content').healthcheck,
    'compose content: healthcheck',
  ],
  [
    'a healthcheck on the whole-system endpoint',
    (m) => void (composeService(m, 'gateway').healthcheck = { test: 'wget http://localhost:8080/api/health' }),
    'compose gateway: healthcheck',
  ],
  [
    'a dependency only started, not healthy',
    (m) =>
      void (composeService(m, 'reward').depends_on = {
        postgres: { condition: 'service_healthy' },
        redis: {},
        nats: { condition: 'service_healthy' },
      }),
    'compose reward: depends_on redis is service_started',
  ],
  [
    'a dependency missing',
    (m) => void (composeService(m, 'analytics').depends_on = ['postgres', 'redis']),
    'compose analytics: depends_on nats is missing',
  ],
  ['no DATABASE_URL', (m) => delete envMap(m, 'analytics').DATABASE_URL, 'compose analytics: DATABASE_URL is not set'],
  ['no REDIS_URL', (m) => delete envMap(m, 'feed').REDIS_URL, 'compose feed: REDIS_URL is not set'],
  [
    'a NATS_URL to an unknown host',
    (m) => void (envMap(m, 'gateway').NATS_URL = 'nats://nowhere:4222'),
    'compose gateway: NATS_URL points at no compose service',
  ],
  [
    'a service without HEALTH_PORT 3001',
    (m) => void (envMap(m, 'billing').HEALTH_PORT = '3002'),
    'compose billing: HEALTH_PORT is not 3001',
  ],
  [
    'local blobs in compose',
    (m) => void (envMap(m, 'reward').BLOB_DRIVER = 'local'),
    'compose reward: blobs do not go to minio',
  ],
  // compose infra
  ['no minio', (m) => delete m.compose.services?.minio, 'compose: minio is missing'],
  ['no minio-init', (m) => delete m.compose.services?.['minio-init'], 'minio-init missing'],
  [
    'postgres without healthcheck',
    (m) => delete composeService(m, 'postgres').healthcheck,
    'compose postgres: healthcheck',
  ],
  [
    'nats without its monitoring healthcheck',
    (m) => void (composeService(m, 'nats').healthcheck = { test: ['CMD', 'true'] }),
    'compose nats: healthcheck',
  ],
  [
    'redis without named volume',
    (m) => void (composeService(m, 'redis').volumes = ['./redis:/data']),
    'compose redis: no named data volume',
  ],
  [
    'a wrong postgres version',
    (m) => void (composeService(m, 'postgres').image = 'postgres:15'),
    'compose postgres: unexpected image',
  ],
  [
    'the gateway port not published',
    (m) => void (composeService(m, 'gateway').ports = []),
    'port 8080:8080 is not published',
  ],
  // kustomization
  [
    'a base file not listed',
    (m) =>
      void (m.base.kustomization = {
        resources: (m.base.kustomization?.resources ?? []).filter((r) => r !== 'ingress.yaml'),
      }),
    'ingress.yaml is not listed in resources',
  ],
  [
    'a listed resource that does not exist',
    (m) => void (m.base.files = m.base.files.filter((f) => f !== 'hpa.yaml')),
    'resource hpa.yaml does not exist',
  ],
  ['no base kustomization', (m) => delete m.base.kustomization, 'k8s/base/kustomization.yaml is missing'],
  // k8s apps
  [
    'a Deployment removed',
    (m) =>
      void (m.base.objects = m.base.objects.filter(
        (o) => !(o.kind === 'Deployment' && o.metadata?.name === 'billing'),
      )),
    'Deployment billing is missing',
  ],
  [
    'a Service removed',
    (m) =>
      void (m.base.objects = m.base.objects.filter((o) => !(o.kind === 'Service' && o.metadata?.name === 'analytics'))),
    'Service analytics is missing',
  ],
  [
    'a readiness probe on the wrong path',
    (m) => void (container(m, 'feed').readinessProbe = { httpGet: { path: '/api/health/ready', port: 'health' } }),
    'k8s feed: readiness probe path',
  ],
  [
    'the gateway readiness on /api/health',
    (m) => void (container(m, 'gateway').readinessProbe = { httpGet: { path: '/api/health', port: 'http' } }),
    'k8s gateway: readiness probe path',
  ],
  [
    'no liveness probe',
    (m) => delete container(m, 'gateway').livenessProbe,
    'k8s gateway: liveness probe path is missing',
  ],
  [
    'a probe on the wrong port',
    (m) => void (container(m, 'content').readinessProbe = { httpGet: { path: '/health/ready', port: 8080 } }),
    'k8s content: readiness probe does not reach port 3001',
  ],
  [
    'a Service targetPort no container has',
    (m) =>
      void (object(m, 'Service', 'reward').spec = {
        ...object(m, 'Service', 'reward').spec,
        ports: [{ port: 3001, targetPort: 3002 }],
      }),
    'k8s reward: Service targetPort does not match',
  ],
  [
    'a container port changed',
    (m) => void (container(m, 'billing').ports = [{ name: 'health', containerPort: 3000 }]),
    'k8s billing: no containerPort 3001',
  ],
  [
    'a Service selecting no pods',
    (m) =>
      void (object(m, 'Service', 'feed').spec = { ...object(m, 'Service', 'feed').spec, selector: { app: 'nope' } }),
    'k8s feed: Service selector',
  ],
  [
    'no secretRef',
    (m) => void (container(m, 'gateway').envFrom = [{ configMapRef: { name: 'lumen-config' } }]),
    'k8s gateway: envFrom lacks secretRef lumen-secrets',
  ],
  [
    'no configMapRef',
    (m) => void (container(m, 'analytics').envFrom = [{ secretRef: { name: 'lumen-secrets' } }]),
    'k8s analytics: envFrom lacks configMapRef lumen-config',
  ],
  [
    'another image name',
    (m) => void (container(m, 'content').image = 'lumen/app'),
    'k8s content: image lumen/app is not lumen/content',
  ],
  ['no resource limits', (m) => delete container(m, 'reward').resources?.limits, 'k8s reward: resources.limits'],
  // HPA, Ingress, ConfigMap
  [
    'an HPA for reward',
    (m) =>
      void m.base.objects.push({
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        metadata: { name: 'reward' },
        spec: {
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'reward' },
          maxReplicas: 3,
          metrics: [{ type: 'Resource', resource: { name: 'cpu' } }],
        },
      }),
    'HPAs target',
  ],
  [
    'an HPA without target',
    (m) =>
      void (object(m, 'HorizontalPodAutoscaler', 'content').spec = {
        ...object(m, 'HorizontalPodAutoscaler', 'content').spec,
        scaleTargetRef: { kind: 'Deployment', name: 'contents' },
      }),
    'k8s HPA content: targets no existing Deployment',
  ],
  [
    'an HPA on autoscaling/v1',
    (m) => void (object(m, 'HorizontalPodAutoscaler', 'gateway').apiVersion = 'autoscaling/v1'),
    'k8s HPA gateway: apiVersion',
  ],
  [
    'no Ingress',
    (m) => void (m.base.objects = m.base.objects.filter((o) => o.kind !== 'Ingress')),
    'no Ingress routes / to service gateway port 8080',
  ],
  [
    'no ConfigMap',
    (m) => void (m.base.objects = m.base.objects.filter((o) => o.kind !== 'ConfigMap')),
    'ConfigMap lumen-config is missing',
  ],
  // overlays
  [
    'an overlay without base',
    (m) =>
      void (m.overlays.production = {
        files: m.overlays.production?.files ?? [],
        kustomization: { resources: ['namespace.yaml'] },
      }),
    'k8s/overlays/production: resources do not include ../../base',
  ],
  [
    'an overlay patch file missing',
    (m) => void (m.overlays.local = { kustomization: m.overlays.local?.kustomization, files: [] }),
    'k8s/overlays/local: config.patch.yaml does not exist',
  ],
  [
    'an overlay image that base does not use',
    (m) => void m.overlays.local?.kustomization?.images?.push({ name: 'lumen/worker' }),
    'image lumen/worker is not used in base',
  ],
  ['an overlay missing', (m) => delete m.overlays.local, 'k8s/overlays/local/kustomization.yaml is missing'],
];

describe('the checks catch broken deploy files', () => {
  it('find nothing wrong with the committed files', () => {
    expect(allProblems(model)).toEqual([]);
  });

  it.each(mutations)('catches %s', (_description, mutate, expected) => {
    const broken = structuredClone(model);
    mutate(broken);
    expect(allProblems(broken).join('\n')).toContain(expected);
  });
});
