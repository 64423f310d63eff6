// How far a phase moved the actor: KL(π ‖ π_ref) at a state, exact over every action the policy can
// take there. The mean of log π − log π_ref over the trained actions alone (`rl/kl`) is only an
// estimate from one action per state, drawn from the data rather than from π, and can be negative;
// where a policy can list all its actions (the embedded one scores every candidate), the sum is exact.

/** One action of a state's full distribution. */
export interface ActionLogProb {
  /** The action's response text, which identifies it among the state's candidates. */
  response: string;
  logProb: number;
}

/**
 * KL(p ‖ q) = Σ_a p(a) (log p(a) − log q(a)) over the actions of one state. Both lists must hold
 * the same actions (the same state's candidates), each summing to 1.
 */
export function stateKl(p: readonly ActionLogProb[], q: readonly ActionLogProb[]): number {
  const qByResponse = new Map(q.map((a) => [a.response, a.logProb]));
  let kl = 0;
  for (const a of p) {
    const logQ = qByResponse.get(a.response);
    if (logQ === undefined) {
      throw new Error(
        `stateKl: the action ${JSON.stringify(a.response)} is missing from the reference distribution`,
      );
    }
    const prob = Math.exp(a.logProb);
    if (prob > 0) kl += prob * (a.logProb - logQ);
  }
  // Rounding can leave a tiny negative sum where the distributions are equal; KL is never below 0.
  return Math.max(0, kl);
}

/** The mean of stateKl over states, given as [π's distribution, π_ref's distribution] pairs. */
export function meanStateKl(states: readonly [readonly ActionLogProb[], readonly ActionLogProb[]][]): number {
  if (states.length === 0) return 0;
  return states.reduce((sum, [p, q]) => sum + stateKl(p, q), 0) / states.length;
}
