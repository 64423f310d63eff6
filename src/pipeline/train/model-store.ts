// Where a run's embedded models live between stages: created fresh, loaded from a phase's
// checkpoint, saved atomically. Every stage loads what it needs from disk, so a resumed run sees
// exactly what an uninterrupted one would.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy, RewardModel } from '../../models/index.js';
import {
  EmbeddedCritic,
  EmbeddedPolicy,
  EmbeddedRewardModel,
  loadCritic,
  loadPolicy,
  loadRewardModel,
  saveCheckpoint,
} from '../../models/index.js';
import type { RunDirectory } from '../run-directory.js';

export type ModelKind = 'actor' | 'critic' | 'orm';

/**
 * Models served elsewhere (an OpenAI-compatible server) that replace the embedded ones. They are not
 * trained here: the gradient steps of an LLM belong to the PyTorch learner.
 */
export interface ExternalModels {
  policy?: Policy;
  orm?: RewardModel;
}

export class ModelStore {
  constructor(
    private readonly run: RunDirectory,
    private readonly seed: number,
    readonly external: ExternalModels = {},
  ) {}

  /** The actor that acts in `phase`'s episodes: the served policy, or the embedded checkpoint. */
  async policyAt(phase: number): Promise<Policy> {
    return this.external.policy ?? this.actorAt(phase);
  }

  /** The ORM that labels rollouts: the served one, or the embedded checkpoint of `phase`. */
  async rewardModelAt(phase: number): Promise<RewardModel> {
    return this.external.orm ?? this.ormAt(phase);
  }

  private dir(phase: number, kind: ModelKind): string {
    return this.run.checkpointDir(phase, kind);
  }

  has(phase: number, kind: ModelKind): boolean {
    return existsSync(join(this.dir(phase, kind), 'model.json'));
  }

  /** The latest phase ≤ `phase` that saved a model of this kind, or undefined. */
  latest(phase: number, kind: ModelKind): number | undefined {
    for (let p = phase; p >= 0; p--) if (this.has(p, kind)) return p;
    return undefined;
  }

  newActor(): Promise<EmbeddedPolicy> {
    return EmbeddedPolicy.create({ network: { seed: this.seed }, name: 'actor' });
  }
  newCritic(): Promise<EmbeddedCritic> {
    return EmbeddedCritic.create({ network: { seed: this.seed + 1 }, name: 'critic' });
  }
  /** A fresh ORM of `members` networks (train.ormMembers). */
  newOrm(members: number): Promise<EmbeddedRewardModel> {
    return EmbeddedRewardModel.create({ network: { seed: this.seed + 2, members }, name: 'orm' });
  }

  /** The actor as it stood at the end of `phase` (or the latest earlier phase that saved one). */
  async actorAt(phase: number): Promise<EmbeddedPolicy> {
    return loadPolicy(this.dir(this.require(phase, 'actor'), 'actor'), 'actor');
  }
  async criticAt(phase: number): Promise<EmbeddedCritic> {
    return loadCritic(this.dir(this.require(phase, 'critic'), 'critic'), 'critic');
  }
  async ormAt(phase: number): Promise<EmbeddedRewardModel> {
    return loadRewardModel(this.dir(this.require(phase, 'orm'), 'orm'), 'orm');
  }

  save(
    phase: number,
    kind: ModelKind,
    model: EmbeddedPolicy | EmbeddedCritic | EmbeddedRewardModel,
    training = {},
  ) {
    return saveCheckpoint(this.dir(phase, kind), model, training);
  }

  private require(phase: number, kind: ModelKind): number {
    const found = this.latest(phase, kind);
    if (found === undefined) {
      throw new Error(
        `no ${kind} checkpoint at or before phase ${phase} in ${this.run.root}; run phase 0 first`,
      );
    }
    return found;
  }
}
