// Advantage estimators: the paper's λ-mixture of one-step TD and Monte-Carlo, and the released
// code's binarised variant (reference/webrl.md §2.1, §2.2, §3.3).

/** What an advantage reads for one step. */
export interface AdvantageInput {
  /** V(s_t): the critic's P(success) of the state. */
  value: number;
  /** V(s_{t+1}); on the last step, the critic's value of the final state. */
  nextValue: number;
  /** The step's reward: WebRL's per-step copy of the trajectory's score. */
  reward: number;
  /** 1 on the last step. */
  done: number;
  /** Σ_{k≥t} γ^{k−t} r_k (WebRL's mc_return). */
  mcReturn: number;
  /** γ^{T−t}·r_T (the paper's discounted terminal reward). */
  terminalReturn: number;
}

/**
 * WebRL paper, App. A (v2): A = λ(r_t + γV(s_{t+1}) − V(s_t)) + (1−λ)(γ^{T−t} r_T − V(s_t)),
 * λ = 0.5, γ = 0.9. Rewards are sparse here: r_t is the outcome on the last step and 0 before it,
 * and V(s_{T+1}) = 0 after the last step (the episode is over). The critic predicts P(success),
 * undiscounted, so only γ = 1 (rl.gamma's default) puts the Monte-Carlo term on its scale; with the
 * paper's 0.9 every early step of a sure success has A < 0 (measured on a quick run's phase 1: 239
 * of 948 steps positive at 0.9, 670 at 1).
 */
export function paperAdvantage(step: AdvantageInput, gamma: number, gaeLambda: number): number {
  const sparseReward = step.done ? step.reward : 0;
  const bootstrap = step.done ? 0 : gamma * step.nextValue;
  const tdError = sparseReward + bootstrap - step.value;
  const monteCarlo = step.terminalReturn - step.value;
  return gaeLambda * tdError + (1 - gaeLambda) * monteCarlo;
}

/** The released code's constants (trainer.py `actor_loss`). */
export const RELEASED_STEP_COST = 0.05;
export const RELEASED_NEGATIVE_ADVANTAGE = -0.6;

/**
 * WebRL released code: A = clamp(nv − v − 0.05 + reward + mc_return, −1, 1), then binarised to +1
 * when A ≥ 0 and −0.6 otherwise; only the sign is used downstream (reference/webrl.md §2.2 step 3–4).
 */
export function releasedAdvantage(step: AdvantageInput): { raw: number; binary: number } {
  const raw = Math.min(
    1,
    Math.max(-1, step.nextValue - step.value - RELEASED_STEP_COST + step.reward + step.mcReturn),
  );
  return { raw, binary: raw >= 0 ? 1 : RELEASED_NEGATIVE_ADVANTAGE };
}
