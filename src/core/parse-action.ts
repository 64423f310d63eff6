// Parses a model response in WebRL's action DSL (reference/webrl.md §1.3) into an Action:
// optional `# Element: …` / `# Note: …` comment lines, then exactly one `do(...)` or `exit(...)` call
// with keyword arguments whose values are Python literals. A response that does not parse is the
// agent's mistake, so it comes back as a value naming what was wrong and where, never as an exception.
//
// WebRL quirks deliberately NOT reproduced (WebRL's parser is `create_webrl_id_based_action`):
// - WebRL keeps the text from the LAST occurrence of `exit(` (else `do(`) onwards, so a comment that
//   mentions `exit(` or an argument that contains `do(` hijacks the parse. Here comment lines are
//   recognised as lines, and the call is read by a grammar, so neither can happen.
// - Because of that substring trick WebRL also accepts prose before the call (`Action: do(...)`).
//   Here anything before the call that is not a comment line is an error naming it.
// - `exit()` without `message=` raises a KeyError in WebRL that aborts the whole task; here it is an
//   ordinary parse error (`exit() needs message=`), like a missing `element=` or `argument=`.
// - WebRL hands an unquoted integer element id (`element=7`) to a type-checked function that rejects
//   it; here it is accepted and normalised to the string "7", which is what the model meant.
// - WebRL silently ignores keywords it does not read (`do(action="Click", elment="7")`); here an
//   unknown keyword is an error, so a misspelling is reported as such.
// Kept as in WebRL: action names match case-insensitively; `element=`/`argument=` on an action that
// does not use them are ignored; only keyword arguments are accepted; the bare `go_backward()` and the
// advertised-but-unexecutable actions (Right Click, Switch Tab, Wait) are errors.
import {
  type Action,
  ARGUMENT_ACTIONS,
  DO_ACTIONS,
  type DoAction,
  type DoActionName,
  ELEMENT_ACTIONS,
} from './action.js';
import { type PyCall, type PyValue, parsePythonCall, showTextAt, textLocator } from './python-call.js';
import type { Locate } from './python-string.js';

/** The parsed action and the comment lines before it, or why the response does not parse. */
export type ParseActionResult =
  | {
      ok: true;
      action: Action;
      /** The `#` lines before the call, trimmed, `#` included (`# Element: the search bar`). */
      comments: string[];
    }
  | { ok: false; error: string };

const ACTION_BY_LOWERCASE: ReadonlyMap<string, DoActionName> = new Map(
  DO_ACTIONS.map((name) => [name.toLowerCase(), name]),
);
const DO_KEYWORDS = ['action', 'argument', 'element'];
const EXIT_KEYWORDS = ['message'];
const FORMS = 'do(...) or exit(...)';

/** Parses one model response. */
export function parseAction(text: string): ParseActionResult {
  const locate = textLocator(text);
  const { comments, callStart } = readCommentLines(text);
  if (callStart >= text.length) {
    const error =
      comments.length > 0
        ? `no action after the comment lines; expected ${FORMS}`
        : `empty response; expected ${FORMS}`;
    return { ok: false, error };
  }
  if (!/^[A-Za-z_]\w*\s*\(/.test(text.slice(callStart))) {
    return {
      ok: false,
      error: `expected ${FORMS} at ${locate(callStart)}, found ${showTextAt(text, callStart)}`,
    };
  }
  const parsed = parsePythonCall(text, { start: callStart, locate });
  if (!parsed.ok) return parsed;
  const trailing = text.slice(parsed.call.end).search(/\S/);
  if (trailing >= 0) {
    const at = parsed.call.end + trailing;
    return {
      ok: false,
      error: `unexpected text after the action at ${locate(at)}: ${showTextAt(text, at)}; give exactly one action`,
    };
  }
  const action = toAction(parsed.call, locate);
  return typeof action === 'string' ? { ok: false, error: action } : { ok: true, action, comments };
}

/** Leading blank and `#` lines; `callStart` is the offset of the first other line. */
function readCommentLines(text: string): { comments: string[]; callStart: number } {
  const comments: string[] = [];
  let offset = 0;
  while (offset < text.length) {
    const lineEnd = text.slice(offset).search(/\r\n|\r|\n/);
    const line = lineEnd < 0 ? text.slice(offset) : text.slice(offset, offset + lineEnd);
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#'))
      return { comments, callStart: offset + line.search(/\S/) };
    if (trimmed !== '') comments.push(trimmed);
    if (lineEnd < 0) break;
    offset += lineEnd + (text.startsWith('\r\n', offset + lineEnd) ? 2 : 1);
  }
  return { comments, callStart: text.length };
}

/** The action a parsed call stands for, or an error message. */
function toAction(call: PyCall, locate: Locate): Action | string {
  if (call.name !== 'do' && call.name !== 'exit') {
    const hint = /^go_(backward|forward)$/.test(call.name)
      ? `; write do(action="Go ${call.name === 'go_backward' ? 'Backward' : 'Forward'}")`
      : '';
    return `unknown call "${call.name}" at ${locate(call.offset)}; expected ${FORMS}${hint}`;
  }
  const allowed = call.name === 'do' ? DO_KEYWORDS : EXIT_KEYWORDS;
  const example = call.name === 'do' ? 'do(action="Click", element="7")' : 'exit(message="...")';
  if (call.args.length > 0) {
    return `${call.name}() takes keyword arguments only (at ${locate(call.args[0]!.offset)}); write ${example}`;
  }
  const unknown = call.keywords.find((k) => !allowed.includes(k.name));
  if (unknown) {
    return `unknown keyword "${unknown.name}" in ${call.name}() at ${locate(unknown.offset)}; expected ${allowed.map((k) => `${k}=`).join(', ')}`;
  }
  const keywords = new Map(call.keywords.map((k) => [k.name, k.value]));
  if (call.name === 'exit') {
    const message = keywords.get('message');
    if (!message) return 'exit() needs message=';
    if (message.kind !== 'string')
      return `message= must be a string, e.g. exit(message="..."); got ${describe(message)}`;
    return { kind: 'exit', message: message.value };
  }
  return toDoAction(keywords);
}

function toDoAction(keywords: ReadonlyMap<string, PyValue>): DoAction | string {
  const actionValue = keywords.get('action');
  if (!actionValue) return 'do() needs action=, e.g. do(action="Click", element="7")';
  if (actionValue.kind !== 'string')
    return `action= must be a string such as "Click"; got ${describe(actionValue)}`;
  const action = ACTION_BY_LOWERCASE.get(actionValue.value.toLowerCase());
  if (!action)
    return `unknown action ${JSON.stringify(actionValue.value)}; expected one of ${DO_ACTIONS.join(', ')}`;
  const result: DoAction = { kind: 'do', action };
  if (ARGUMENT_ACTIONS.has(action)) {
    const argument = keywords.get('argument');
    if (!argument)
      return `${action} needs argument=, the text to ${action === 'Select Dropdown Option' ? 'select' : 'type'}`;
    if (argument.kind !== 'string') return `argument= must be a string; got ${describe(argument)}`;
    result.argument = argument.value;
  }
  if (ELEMENT_ACTIONS.has(action)) {
    const element = keywords.get('element');
    if (!element) return `${action} needs element=, the id of the element, e.g. element="7"`;
    const id = elementId(element);
    if (id.error !== undefined) return id.error;
    result.element = id.value;
  }
  return result;
}

/** An element id from a string or integer literal (WebRL writes strings; `7` means `"7"`). */
function elementId(value: PyValue): { value: string; error?: undefined } | { error: string } {
  if (value.kind === 'string') return { value: value.value };
  if (value.kind === 'int') return { value: value.text };
  if (value.kind === 'call' && value.call.name === 'find_element_by_instruction') {
    return {
      error:
        'element=find_element_by_instruction(...) is not supported (WebRL cannot execute it either); give the element id, e.g. element="7"',
    };
  }
  return { error: `element= must be an element id such as "7"; got ${describe(value)}` };
}

function describe(value: PyValue): string {
  switch (value.kind) {
    case 'string':
      return JSON.stringify(value.value);
    case 'int':
      return value.text;
    case 'name':
      return value.name;
    case 'call':
      return `a call to ${value.call.name}(...)`;
  }
}
