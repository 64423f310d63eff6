// Checkpoints of the embedded models: a folder with `model.json` (format, version, kind, network
// config, parameter table, training metadata) and `weights-<sha>.bin` (float32, little-endian).
// The weights file is written first and named by its hash; writing model.json is the commit point,
// so a crash leaves the previous checkpoint readable. Loading checks format, version, features
// version, kind and hash.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, formatIssues, writeFileAtomic, writeJsonAtomic } from '../../core/index.js';
import { EmbeddedCritic } from './critic.js';
import type { WeightMap } from './network.js';
import { EmbeddedPolicy } from './policy.js';
import type { PolicyNetworkConfig } from './policy-network.js';
import { EmbeddedRewardModel, type RewardNetworkConfig } from './reward-model.js';
import type { ValueNetworkConfig } from './value-network.js';

export const CHECKPOINT_FORMAT = 'webrl-embedded-model';
export const CHECKPOINT_VERSION = 1;
/**
 * What the models' inputs mean. Weights trained on other inputs load with the same shapes but score
 * differently, so a checkpoint of another version is refused. 1 (or absent): numbers entered word
 * bags as themselves; 2: by their shape (bags.ts textKeys); 3: element contexts keep the words of
 * neighbouring elements apart (core/observation.ts OBSERVATION_VERSION 2), whole numbers stem
 * without leading zeros, and the label bag enters numbers by shape too; 4: an argument row reads
 * whether its span follows a word of its field's own short label, stopwords included.
 */
export const FEATURES_VERSION = 4;

/**
 * The oldest features version whose inputs each kind of model still reads the same way. Version 4
 * changed only the policy's argument rows, so a critic or reward model of version 3 (an ORM a user
 * trained with `webrl orm train`, say) still loads.
 */
export const SAME_INPUTS_SINCE: Readonly<Record<EmbeddedModelKind, number>> = {
  policy: 4,
  critic: 3,
  'reward-model': 3,
};

export type EmbeddedModelKind = 'policy' | 'critic' | 'reward-model';
type AnyModel = EmbeddedPolicy | EmbeddedCritic | EmbeddedRewardModel;

/** The contents of model.json. */
export interface CheckpointManifest {
  format: typeof CHECKPOINT_FORMAT;
  formatVersion: number;
  /** FEATURES_VERSION of the webrl that saved it; absent in checkpoints of version 1. */
  featuresVersion?: number;
  kind: EmbeddedModelKind;
  name: string;
  config: PolicyNetworkConfig | ValueNetworkConfig;
  weightsFile: string;
  weightsSha256: string;
  parameters: { name: string; shape: number[]; offset: number; length: number }[];
  /** Free-form facts about how the model was trained (phase, examples, loss, seed …). */
  training: Record<string, unknown>;
  savedAt: string;
}

/**
 * The fields loading reads, checked so that an edited or truncated model.json is refused with the
 * field named instead of failing deep inside loading. weightsFile is a name in the checkpoint's own
 * folder, as saveCheckpoint writes it.
 */
const ManifestFields = z.object({
  kind: z.enum(['policy', 'critic', 'reward-model']),
  name: z.string(),
  config: z.looseObject({}),
  weightsFile: z.string().regex(/^weights-[0-9a-f]{16}\.bin$/),
  weightsSha256: z.string(),
  parameters: z.array(
    z.object({
      name: z.string(),
      shape: z.array(z.number().int().nonnegative()),
      offset: z.number().int().nonnegative(),
      length: z.number().int().nonnegative(),
    }),
  ),
});

const DAMAGED_FIX = 'train the model again, or copy the whole checkpoint folder it came from';

function kindOf(model: AnyModel): EmbeddedModelKind {
  if (model instanceof EmbeddedPolicy) return 'policy';
  if (model instanceof EmbeddedCritic) return 'critic';
  return 'reward-model';
}

/** Saves a model into `dir` (created if needed), replacing any checkpoint there. */
export function saveCheckpoint(
  dir: string,
  model: AnyModel,
  training: Record<string, unknown> = {},
): CheckpointManifest {
  const weights = model.readWeights();
  const parameters: CheckpointManifest['parameters'] = [];
  let offset = 0;
  for (const [name, w] of weights) {
    parameters.push({ name, shape: w.shape, offset, length: w.values.length });
    offset += w.values.length;
  }
  const flat = new Float32Array(offset);
  for (const p of parameters) flat.set(weights.get(p.name)!.values, p.offset);
  const bytes = littleEndianBytes(flat);
  const sha = createHash('sha256').update(bytes).digest('hex');
  const weightsFile = `weights-${sha.slice(0, 16)}.bin`;
  writeFileAtomic(join(dir, weightsFile), bytes);
  const manifest: CheckpointManifest = {
    format: CHECKPOINT_FORMAT,
    formatVersion: CHECKPOINT_VERSION,
    featuresVersion: FEATURES_VERSION,
    kind: kindOf(model),
    name: model.name,
    config: model.network.config,
    weightsFile,
    weightsSha256: sha,
    parameters,
    training,
    savedAt: new Date().toISOString(),
  };
  writeJsonAtomic(join(dir, 'model.json'), manifest);
  // Older weights files are garbage once model.json points elsewhere.
  for (const file of readdirSync(dir)) {
    if (/^weights-[0-9a-f]{16}\.bin$/.test(file) && file !== weightsFile)
      rmSync(join(dir, file), { force: true });
  }
  return manifest;
}

/** Reads and checks model.json of a checkpoint folder. */
export function readManifest(dir: string): CheckpointManifest {
  const path = join(dir, 'model.json');
  if (!existsSync(path)) {
    throw new ConfigError(
      `no checkpoint at ${dir}: ${path} does not exist; pass the folder a model was saved to`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path} is not valid JSON: ${(error as Error).message}`, [], { cause: error });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(
      `${path} holds ${parsed === null ? 'null' : Array.isArray(parsed) ? 'an array' : `a ${typeof parsed}`}, not a checkpoint's description (an object); ${DAMAGED_FIX}`,
    );
  }
  const manifest = parsed as CheckpointManifest;
  if (manifest.format !== CHECKPOINT_FORMAT) {
    throw new ConfigError(`${path}: format is "${manifest.format}"; expected "${CHECKPOINT_FORMAT}"`);
  }
  if (manifest.formatVersion !== CHECKPOINT_VERSION) {
    throw new ConfigError(
      `${path}: formatVersion is ${manifest.formatVersion}; this webrl reads version ${CHECKPOINT_VERSION}; retrain or use the webrl that wrote it`,
    );
  }
  const features = manifest.featuresVersion ?? 1;
  // An unknown kind is held to the newest version here; the field check below names it.
  const known = Object.hasOwn(SAME_INPUTS_SINCE, manifest.kind);
  const since = known ? SAME_INPUTS_SINCE[manifest.kind] : FEATURES_VERSION;
  if (features < since || features > FEATURES_VERSION) {
    const versions = since === FEATURES_VERSION ? `${since}` : `${since} to ${FEATURES_VERSION}`;
    throw new ConfigError(
      `${path}: featuresVersion is ${features}; this webrl's embedded ${known ? `${manifest.kind} ` : ''}models read features version ${versions}, ` +
        'so the weights would score other inputs than they were trained on; retrain it (a run: train it again ' +
        'under a new --name), or load it with the webrl that wrote it',
    );
  }
  const fields = ManifestFields.safeParse(manifest, { reportInput: true });
  if (!fields.success) {
    const problems = formatIssues(fields.error.issues);
    throw new ConfigError(`${path}: ${problems.join('; ')}; ${DAMAGED_FIX}`, problems);
  }
  return manifest;
}

function readWeights(dir: string, manifest: CheckpointManifest): WeightMap {
  const path = join(dir, manifest.weightsFile);
  if (!existsSync(path)) {
    throw new ConfigError(
      `${path}: missing; ${join(dir, 'model.json')} names it as this checkpoint's weights, so the folder is incomplete: copy the whole checkpoint folder, or train it again`,
    );
  }
  const bytes = readFileSync(path);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== manifest.weightsSha256) {
    throw new ConfigError(
      `${path}: sha256 is ${sha}, model.json expects ${manifest.weightsSha256}; the file is damaged`,
    );
  }
  const flat = new Float32Array(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < flat.length; i++) flat[i] = view.getFloat32(i * 4, true);
  const weights: WeightMap = new Map();
  for (const p of manifest.parameters) {
    weights.set(p.name, { shape: p.shape, values: flat.slice(p.offset, p.offset + p.length) });
  }
  return weights;
}

/**
 * Writes the saved weights into a fresh model. A shape that differs means the checkpoint was made
 * by a webrl whose features for this kind of model differ (they grow as the models improve).
 */
function loadWeightsInto(
  dir: string,
  manifest: CheckpointManifest,
  write: (weights: WeightMap) => void,
): void {
  try {
    write(readWeights(dir, manifest));
  } catch (error) {
    const message = (error as Error).message;
    if (!/has shape|lack parameter|unknown parameter/.test(message)) throw error;
    throw new ConfigError(
      `the ${manifest.kind} checkpoint at ${dir} does not fit this webrl's ${manifest.kind} (${message}): ` +
        'it was saved by a webrl with other features; retrain it, or load it with the webrl that wrote it',
      [],
      { cause: error },
    );
  }
}

/** The manifest of the checkpoint at `dir`, which must hold a model of `kind`. */
export function readManifestOf(dir: string, kind: EmbeddedModelKind): CheckpointManifest {
  const manifest = readManifest(dir);
  if (manifest.kind !== kind)
    throw new ConfigError(`the checkpoint at ${dir} holds a ${manifest.kind}, not a ${kind}`);
  return manifest;
}

/** Loads a policy checkpoint; log-probabilities equal the saved model's exactly. */
export async function loadPolicy(dir: string, name?: string): Promise<EmbeddedPolicy> {
  const manifest = readManifestOf(dir, 'policy');
  const policy = await EmbeddedPolicy.create({
    network: manifest.config as PolicyNetworkConfig,
    name: name ?? manifest.name,
  });
  loadWeightsInto(dir, manifest, (w) => policy.writeWeights(w));
  return policy;
}

export async function loadCritic(dir: string, name?: string): Promise<EmbeddedCritic> {
  const manifest = readManifestOf(dir, 'critic');
  const critic = await EmbeddedCritic.create({
    network: manifest.config as ValueNetworkConfig,
    name: name ?? manifest.name,
  });
  loadWeightsInto(dir, manifest, (w) => critic.writeWeights(w));
  return critic;
}

export async function loadRewardModel(dir: string, name?: string): Promise<EmbeddedRewardModel> {
  const manifest = readManifestOf(dir, 'reward-model');
  const config = manifest.config as RewardNetworkConfig;
  const model = await EmbeddedRewardModel.create({
    // Saved before the ensemble: one network; before bag dropout: the full reading only.
    network: { ...config, members: config.members ?? 1, bagFreeWeight: config.bagFreeWeight ?? 0 },
    name: name ?? manifest.name,
  });
  loadWeightsInto(dir, manifest, (w) => model.writeWeights(w));
  return model;
}

function littleEndianBytes(values: Float32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
  return bytes;
}
