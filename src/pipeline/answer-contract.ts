// The answer contract between built-in tasks and the embedded policy: every Type/Search argument is
// in the intent, every Select argument is in the intent or among the select's options, and every exit
// answer is in the intent or visible on the last page. Oracle runs check it so that a policy whose
// candidate actions come from the page and the intent can always reproduce the demonstration.
import type { Observation, Trajectory } from '../core/index.js';

function visible(observation: Observation): string[] {
  return [...observation.texts.map((t) => t.text), ...observation.elements.map((e) => e.text)];
}

/** Contract violations of a trajectory, one line each (empty when it keeps the contract). */
export function answerContractViolations(trajectory: Trajectory): string[] {
  const problems: string[] = [];
  const intent = trajectory.intent.toLowerCase();
  for (const step of trajectory.steps) {
    const action = step.action;
    if (action?.kind !== 'do' || action.argument === undefined) continue;
    const argument = action.argument.toLowerCase();
    if (intent.includes(argument)) continue;
    if (action.action === 'Select Dropdown Option') {
      const element = step.observation.elements[Number(action.element)];
      if (element?.options?.some((o) => o.toLowerCase() === argument)) continue;
    }
    problems.push(
      `step ${step.index}: ${action.action} argument "${action.argument}" is neither in the intent nor an option`,
    );
  }
  const answer = trajectory.answer;
  if (answer && !intent.includes(answer.toLowerCase())) {
    const last = trajectory.steps.at(-1)?.observation ?? trajectory.finalObservation;
    if (!visible(last).some((text) => text.includes(answer))) {
      problems.push(`the answer "${answer}" is neither in the intent nor visible on the last page`);
    }
  }
  return problems;
}
