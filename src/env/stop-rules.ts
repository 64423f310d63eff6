// WebRL's early-stop rules (reference/webrl.md §1.4, webarena.md §6.5), checked after every step:
// the step budget, consecutive unparsable outputs, and identical outputs in a row. Like VAB, the
// repeat rule compares the raw responses, `# Element:` comment lines included.
import type { EnvConfig, StopReason } from '../core/index.js';

/** What the rules need of each step so far. */
export interface StepRecord {
  response: string;
  /** Whether the response parsed into an action. */
  parsed: boolean;
}

/** Why the episode must stop after `steps`, or undefined to go on. `exit` is decided by the caller. */
export function earlyStopReason(
  steps: readonly StepRecord[],
  config: Pick<EnvConfig, 'maxSteps' | 'maxConsecutiveParseFailures' | 'maxRepeatedActions'>,
): StopReason | undefined {
  if (steps.length >= config.maxSteps) return 'max_steps';
  const failures = steps.slice(-config.maxConsecutiveParseFailures);
  if (failures.length === config.maxConsecutiveParseFailures && failures.every((s) => !s.parsed)) {
    return 'parse_failures';
  }
  const recent = steps.slice(-config.maxRepeatedActions);
  if (
    recent.length === config.maxRepeatedActions &&
    recent.every((s) => s.response === recent[0]!.response)
  ) {
    return 'repeated_actions';
  }
  return undefined;
}
