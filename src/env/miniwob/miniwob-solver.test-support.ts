// Test support: a small real Agent that solves a few MiniWoB++ tasks from what it sees — the
// instruction and the observation's elements — the way a scripted BrowserGym agent would. Each step
// it plans the whole solution on the current page and takes the step its history has reached.
import {
  type Agent,
  type AgentContext,
  type AgentResponse,
  formatAction,
  type PageElement,
} from '../../core/index.js';

type Step = { action: 'Click' | 'Type'; element: PageElement; argument?: string };

const quoted = (intent: string) => [...intent.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

function button(elements: readonly PageElement[], text: string): PageElement | undefined {
  const wanted = text.toLowerCase();
  return elements.find((e) => e.tag === 'button' && e.text.trim().toLowerCase() === wanted);
}

function textFields(elements: readonly PageElement[]): PageElement[] {
  return elements.filter(
    (e) => e.tag === 'input' && ['text', 'password'].includes(e.attributes.type ?? 'text'),
  );
}

/** The steps that solve the task on this page, or undefined when the instruction is not understood. */
function plan(intent: string, elements: readonly PageElement[]): (Step | undefined)[] | undefined {
  let m = /^Click on the "(.*)" button\.$/.exec(intent);
  if (m) return [{ action: 'Click', element: button(elements, m[1]!)! }];

  m = /^Enter "(.*)" into the text field and press Submit\.$/.exec(intent);
  if (m) {
    return [
      { action: 'Type', element: textFields(elements)[0]!, argument: m[1]! },
      { action: 'Click', element: button(elements, 'Submit')! },
    ];
  }

  if (intent.startsWith('Enter the username')) {
    const [username, password] = quoted(intent);
    const fields = textFields(elements);
    return [
      { action: 'Type', element: fields.find((e) => e.attributes.type !== 'password')!, argument: username! },
      { action: 'Type', element: fields.find((e) => e.attributes.type === 'password')!, argument: password! },
      { action: 'Click', element: button(elements, 'Login')! },
    ];
  }

  m = /^Select (.*) and click Submit\.$/.exec(intent);
  if (m) {
    const words = m[1] === 'nothing' ? [] : m[1]!.split(', ');
    const boxes = elements.filter((e) => e.attributes.type === 'checkbox');
    const picks = words.map((word) => boxes.find((box) => box.context.trim() === word));
    return [
      ...picks.map((box) => box && { action: 'Click' as const, element: box }),
      { action: 'Click', element: button(elements, 'Submit')! },
    ];
  }
  return undefined;
}

/** Solves click-button, enter-text, login-user and click-checkboxes from the page it sees. */
export class MiniwobSolver implements Agent {
  readonly name = 'miniwob-solver';

  async act(context: AgentContext): Promise<AgentResponse> {
    const steps = plan(context.intent, context.observation.elements);
    if (!steps) return { response: `exit(message="no plan for: ${context.intent}")` };
    const step = steps[context.history.length];
    if (!step?.element) return { response: 'exit(message="done")' };
    return {
      response: formatAction({
        kind: 'do',
        action: step.action,
        element: String(step.element.id),
        ...(step.argument !== undefined ? { argument: step.argument } : {}),
      }),
    };
  }
}
