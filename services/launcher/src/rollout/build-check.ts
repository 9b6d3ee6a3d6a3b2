import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MODULE_DESCRIPTOR_FILE,
  moduleDescriptorSchema,
  SHELL_DESCRIPTOR_FILE,
  shellDescriptorSchema,
  versionConflicts,
  type ModuleDescriptor,
  type ShellDescriptor,
} from '@app/contracts';
import { RolloutRefused } from './registry-plan';

/**
 * Where the builds are looked at: the live site (`baseUrl`, what browsers load) or the folder the
 * gateway serves (`staticDir`: `modules/...` and `shell/`).
 */
export interface BuildSource {
  staticDir: string;
  baseUrl?: string;
}

const TIMEOUT_MS = 5_000;

async function fetchJson(url: string): Promise<unknown> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } }).catch(
    (error: unknown) => {
      throw new RolloutRefused(`${url} cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    },
  );
  if (!answer.ok) throw new RolloutRefused(`${url} answers ${answer.status}`);
  return answer.json().catch(() => {
    throw new RolloutRefused(`${url} is not JSON`);
  });
}

async function readJsonFile(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new RolloutRefused(`${file} cannot be read`);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new RolloutRefused(`${file} is not JSON`);
  }
}

/** A manifest or a file beside it: an absolute URL is fetched, a site path fetched from baseUrl or read under staticDir. */
function readBuildFile(location: string, source: BuildSource): Promise<unknown> {
  if (/^https?:\/\//.test(location)) return fetchJson(location);
  if (!location.startsWith('/modules/')) throw new RolloutRefused(`${location} is neither under /modules/ nor an absolute URL`);
  if (source.baseUrl) return fetchJson(new URL(location, source.baseUrl).href);
  const modulesDir = path.resolve(source.staticDir, 'modules');
  const file = path.resolve(modulesDir, location.slice('/modules/'.length));
  if (!file.startsWith(modulesDir + path.sep)) throw new RolloutRefused(`${location} leaves the modules folder`);
  return readJsonFile(file);
}

const besideManifest = (manifest: string, file: string) =>
  /^https?:\/\//.test(manifest) ? new URL(file, manifest).href : `${path.posix.dirname(manifest)}/${file}`;

/** The shared versions the live shell runs: its shell.json on the site, or in the shell's build folder. */
export async function liveShell(source: BuildSource): Promise<ShellDescriptor> {
  const raw = source.baseUrl
    ? await fetchJson(new URL(`/${SHELL_DESCRIPTOR_FILE}`, source.baseUrl).href)
    : await readJsonFile(path.join(source.staticDir, 'shell', SHELL_DESCRIPTOR_FILE));
  const parsed = shellDescriptorSchema.safeParse(raw);
  if (!parsed.success) throw new RolloutRefused(`the live shell's ${SHELL_DESCRIPTOR_FILE} is malformed`);
  return parsed.data;
}

/**
 * The guard before a build goes live (for everyone, a pool or a canary): its manifest and its
 * module.json can be read, the descriptor names this module and version, and the majors of the
 * shared packages it was built against are the live shell's (ADR 0022). Anything else is refused
 * with the reason, and the registry is left alone.
 */
export async function checkBuild(module: string, version: string, manifest: string, source: BuildSource): Promise<ModuleDescriptor> {
  const mf = (await readBuildFile(manifest, source)) as { name?: unknown } | null;
  if (!mf || typeof mf !== 'object') throw new RolloutRefused(`${manifest} is not a Module Federation manifest`);
  if (typeof mf.name === 'string' && mf.name !== module)
    throw new RolloutRefused(`${manifest} is the manifest of ${mf.name}, not ${module}`);
  const descriptorAt = besideManifest(manifest, MODULE_DESCRIPTOR_FILE);
  const parsed = moduleDescriptorSchema.safeParse(await readBuildFile(descriptorAt, source));
  if (!parsed.success) throw new RolloutRefused(`${descriptorAt} is malformed`);
  const descriptor = parsed.data;
  if (descriptor.name !== module || descriptor.version !== version)
    throw new RolloutRefused(`${descriptorAt} describes ${descriptor.name} ${descriptor.version}, not ${module} ${version}`);
  const shell = await liveShell(source);
  const conflicts = versionConflicts(descriptor.shared, shell.shared);
  if (conflicts.length)
    throw new RolloutRefused(
      `${module} ${version} was built against ${conflicts.map((c) => `${c.name} ${c.built}`).join(', ')}, but the live shell runs ${conflicts
        .map((c) => `${c.name} ${c.running}`)
        .join(', ')}: another major`,
    );
  return descriptor;
}
