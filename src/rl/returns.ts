// Discounted returns of a trajectory, in the two forms WebRL uses.

/**
 * Monte-Carlo return of every step, mc_t = Σ_{k≥t} γ^{k−t} r_k (WebRL code: `add_mc_return`,
 * reference/webrl.md §3.3). With WebRL's per-step rewards (every step carries the final score) a
 * successful 4-step trajectory gets [3.44, 2.71, 1.90, 1.00] at γ = 0.9.
 */
export function monteCarloReturns(rewards: readonly number[], gamma: number): number[] {
  const returns = new Array<number>(rewards.length);
  let running = 0;
  for (let t = rewards.length - 1; t >= 0; t--) {
    running = rewards[t]! + gamma * running;
    returns[t] = running;
  }
  return returns;
}

/**
 * The paper's discounted terminal reward γ^{T−t}·r_T for every step t of a T-step trajectory
 * (WebRL v2 App. A; t and T 1-based, so the last step gets r_T).
 */
export function terminalDiscountedReturns(steps: number, finalReward: number, gamma: number): number[] {
  return Array.from({ length: steps }, (_, t) => gamma ** (steps - 1 - t) * finalReward);
}
