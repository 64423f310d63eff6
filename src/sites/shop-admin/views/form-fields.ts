// Field rows of back-office forms (label column, control column, note), as Magento's admin forms lay
// them out, so every form labels its controls the same way.
import { type HtmlValue, html, type SafeHtml } from '../../http/html.js';

/** A labelled row around a control; `id` is the control's id, which the label points to. */
export function fieldRow(
  id: string,
  label: string,
  control: SafeHtml,
  options: { required?: boolean; note?: HtmlValue } = {},
): SafeHtml {
  return html`<div class="admin__field${options.required ? ' _required' : ''}">
    <label class="admin__field-label" for="${id}">${label}</label>
    <div class="admin__field-control">${control}${options.note ? html`<div class="admin__field-note">${options.note}</div>` : ''}</div>
  </div>`;
}

/** A text input row. */
export function textField(
  id: string,
  name: string,
  label: string,
  value: string,
  options: { required?: boolean; note?: HtmlValue; type?: string } = {},
): SafeHtml {
  return fieldRow(
    id,
    label,
    html`<input class="admin__control-text" type="${options.type ?? 'text'}" id="${id}" name="${name}" value="${value}"${options.required ? html` required` : ''}>`,
    options,
  );
}

/** A select row; `options` are [value, label] pairs. */
export function selectField(
  id: string,
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  selected: string,
  extra: { required?: boolean; note?: HtmlValue } = {},
): SafeHtml {
  return fieldRow(
    id,
    label,
    html`<select class="admin__control-select" id="${id}" name="${name}">${options.map(
      ([value, text]) =>
        html`<option value="${value}"${value === selected ? html` selected` : ''}>${text}</option>`,
    )}</select>`,
    extra,
  );
}

/** A collapsible form section (Magento's "Content", "Search Engine Optimization" …). */
export function collapsible(title: string, content: SafeHtml, options: { open?: boolean } = {}): SafeHtml {
  return html`<div class="fieldset-wrapper${options.open ? '' : ' _collapsed'}">
    <button class="fieldset-wrapper-title" type="button">${title}</button>
    <div class="fieldset-wrapper-content">${content}</div>
  </div>`;
}
