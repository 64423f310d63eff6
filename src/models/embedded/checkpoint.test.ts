import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FEATURES_VERSION,
  loadCritic,
  loadPolicy,
  loadRewardModel,
  readManifest,
  SAME_INPUTS_SINCE,
  saveCheckpoint,
} from './checkpoint.js';
import { EmbeddedCritic } from './critic.js';
import { EmbeddedPolicy } from './policy.js';
import { seededRandom } from './random.js';
import { EmbeddedRewardModel } from './reward-model.js';
import { contextOf, productPage, products, shopPage } from './test-pages.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-checkpoint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const items = products(seededRandom(4), 10);
const contexts = [
  contextOf(`What is the price of ${items[1]!.name}?`, shopPage(items)),
  contextOf('Choose Green and add it to the cart', productPage(items[2]!)),
];

describe('checkpoints', () => {
  it('save → load gives identical log-probabilities for every candidate', async () => {
    const policy = await EmbeddedPolicy.create({ network: { seed: 77 } });
    // Move the weights off their seeded start so a loader that re-initialises would be caught.
    await policy
      .learner()
      .train(
        [{ context: contexts[0]!, response: `exit(message="${items[1]!.price}")` }],
        (ops, batch) => ops.neg(ops.mean(batch.logProb)),
        { epochs: 2, batchSize: 1, learningRate: 0.05, maxGradNorm: 1, seed: 1 },
      );
    const dir = join(root, 'policy');
    saveCheckpoint(dir, policy, { phase: 0, examples: 1 });
    const loaded = await loadPolicy(dir);
    for (const context of contexts) {
      const before = policy.distribution(context).choices.map((c) => [c.response, c.logProb]);
      expect(loaded.distribution(context).choices.map((c) => [c.response, c.logProb])).toEqual(before);
    }
    expect(readManifest(dir).training).toEqual({ phase: 0, examples: 1 });
    expect(loaded.network.config).toEqual(policy.network.config);
  });

  it('save → load gives identical critic values and reward scores', async () => {
    const critic = await EmbeddedCritic.create({ network: { seed: 8 } });
    saveCheckpoint(join(root, 'critic'), critic);
    expect(await (await loadCritic(join(root, 'critic'))).values(contexts)).toEqual(
      await critic.values(contexts),
    );
    const orm = await EmbeddedRewardModel.create({ network: { seed: 9 } });
    const inputs = contexts.map((c) => ({
      intent: c.intent,
      history: [
        {
          response: 'exit(message="N/A")',
          action: { kind: 'exit' as const, message: 'N/A' },
          url: c.observation.url,
        },
      ],
      finalObservation: c.observation,
    }));
    saveCheckpoint(join(root, 'orm'), orm);
    expect(await (await loadRewardModel(join(root, 'orm'))).scores(inputs)).toEqual(await orm.scores(inputs));
  });

  it('keeps one weights file, and the last complete checkpoint when a save is cut short', async () => {
    const policy = await EmbeddedPolicy.create({ network: { seed: 1 } });
    const dir = join(root, 'replace');
    saveCheckpoint(dir, policy);
    const first = readManifest(dir);
    // A crash after writing new weights but before model.json: the old manifest still loads.
    writeFileSync(join(dir, 'weights-0123456789abcdef.bin'), new Uint8Array(8));
    const reloaded = await loadPolicy(dir);
    expect(reloaded.distribution(contexts[0]!).choices[0]!.logProb).toBe(
      policy.distribution(contexts[0]!).choices[0]!.logProb,
    );
    await policy
      .learner()
      .train(
        [{ context: contexts[0]!, response: 'do(action="Scroll Down")' }],
        (ops, batch) => ops.neg(ops.mean(batch.logProb)),
        { epochs: 1, batchSize: 1, learningRate: 0.05, maxGradNorm: 1, seed: 1 },
      );
    saveCheckpoint(dir, policy);
    expect(readManifest(dir).weightsFile).not.toBe(first.weightsFile);
    expect(readdirSync(dir).filter((f) => f.endsWith('.bin'))).toEqual([readManifest(dir).weightsFile]);
  });

  it('refuses a checkpoint of another kind, another version or with damaged weights', async () => {
    await expect(loadCritic(join(root, 'policy'))).rejects.toThrow(/holds a policy, not a critic/);
    await expect(loadPolicy(join(root, 'missing'))).rejects.toThrow(/no checkpoint at .*missing/);
    const dir = join(root, 'orm');
    const manifest = readManifest(dir);
    const weights = join(dir, manifest.weightsFile);
    const bytes = readFileSync(weights);
    bytes[0] = bytes[0]! ^ 0xff;
    writeFileSync(weights, bytes);
    await expect(loadRewardModel(dir)).rejects.toThrow(/sha256 .* damaged/);
    rmSync(weights);
    await expect(loadRewardModel(dir)).rejects.toThrow(/weights-\w+\.bin: missing; .*model\.json names it/);
    writeFileSync(join(dir, 'model.json'), JSON.stringify({ ...manifest, formatVersion: 99 }));
    await expect(loadRewardModel(dir)).rejects.toThrow(/formatVersion is 99/);
  });

  it('refuses a model.json that is not the object webrl saves with one ConfigError naming the file and field', async () => {
    const dir = join(root, 'orm-edited');
    saveCheckpoint(dir, await EmbeddedRewardModel.create({ network: { seed: 3, members: 1 } }));
    const manifest = readManifest(dir);
    const path = join(dir, 'model.json');
    const damaged = (text: string) => {
      writeFileSync(path, text);
      return loadRewardModel(dir);
    };
    const fix = 'train the model again, or copy the whole checkpoint folder it came from';
    await expect(damaged('null')).rejects.toMatchObject({
      name: 'ConfigError',
      message: `${path} holds null, not a checkpoint's description (an object); ${fix}`,
    });
    const { parameters: _dropped, ...withoutParameters } = manifest;
    await expect(damaged(JSON.stringify(withoutParameters))).rejects.toMatchObject({
      name: 'ConfigError',
      message: `${path}: parameters: required array is missing; ${fix}`,
    });
    await expect(damaged(JSON.stringify({ ...manifest, config: null }))).rejects.toMatchObject({
      name: 'ConfigError',
      message: `${path}: config: expected object (got null); ${fix}`,
    });
    // The weights file is read from the checkpoint's own folder, never from a path model.json makes up.
    await expect(
      damaged(JSON.stringify({ ...manifest, weightsFile: '../policy/model.json' })),
    ).rejects.toThrow(/weightsFile: .*"\.\.\/policy\/model\.json"/);
  });

  it('says which checkpoint no longer fits when the model’s features changed since it was saved', async () => {
    const dir = join(root, 'orm-older');
    saveCheckpoint(dir, await EmbeddedRewardModel.create({ network: { seed: 9 } }));
    const manifest = readManifest(dir);
    // What an older feature set leaves: a dense weight matrix of another width (same bytes here).
    const [first, ...rest] = manifest.parameters.filter((p) => p.shape.length === 2);
    const older = { ...first!, shape: [first!.shape[1]!, first!.shape[0]!] };
    const parameters = manifest.parameters.map((p) => (p.name === older.name ? older : p));
    expect(rest.length).toBeGreaterThan(0);
    writeFileSync(join(dir, 'model.json'), JSON.stringify({ ...manifest, parameters }));
    await expect(loadRewardModel(dir)).rejects.toThrow(
      new RegExp(
        `reward-model checkpoint at ${dir} does not fit .* has shape .*\\): it was saved by a webrl with other features; retrain it`,
      ),
    );
  });

  it('refuses a checkpoint whose inputs meant something else (an older features version)', async () => {
    const dir = join(root, 'policy-v1');
    saveCheckpoint(dir, await EmbeddedPolicy.create({ network: { seed: 4 } }));
    const manifest = readManifest(dir);
    expect(manifest.featuresVersion).toBe(FEATURES_VERSION);
    // Checkpoints saved before the field existed are version 1.
    const { featuresVersion: _, ...older } = manifest;
    writeFileSync(join(dir, 'model.json'), JSON.stringify(older));
    await expect(loadPolicy(dir)).rejects.toThrow(
      new RegExp(
        `featuresVersion is 1; this webrl's embedded policy models read features version ${FEATURES_VERSION}.*retrain it`,
      ),
    );
  });

  it('loads a critic or reward model of an older version whose inputs are unchanged, and no policy of it', async () => {
    const withVersion = (dir: string, version: number) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
      writeFileSync(join(dir, 'model.json'), JSON.stringify({ ...manifest, featuresVersion: version }));
    };
    const orm = join(root, 'orm-v3');
    saveCheckpoint(orm, await EmbeddedRewardModel.create({ network: { seed: 4 } }));
    withVersion(orm, SAME_INPUTS_SINCE['reward-model']);
    await expect(loadRewardModel(orm)).resolves.toBeInstanceOf(EmbeddedRewardModel);
    withVersion(orm, SAME_INPUTS_SINCE['reward-model'] - 1);
    await expect(loadRewardModel(orm)).rejects.toThrow(
      `reward-model models read features version ${SAME_INPUTS_SINCE['reward-model']} to ${FEATURES_VERSION}`,
    );
    const policy = join(root, 'policy-v3');
    saveCheckpoint(policy, await EmbeddedPolicy.create({ network: { seed: 4 } }));
    withVersion(policy, SAME_INPUTS_SINCE.policy - 1);
    await expect(loadPolicy(policy)).rejects.toThrow(`featuresVersion is ${SAME_INPUTS_SINCE.policy - 1}`);
    withVersion(policy, FEATURES_VERSION + 1);
    await expect(loadPolicy(policy)).rejects.toThrow(`featuresVersion is ${FEATURES_VERSION + 1}`);
  });
});
