// Tiny inline SVG icons in GitLab's style, named and test-id'd like GitLab's (`star-o-icon`, …).
import { html, raw, type SafeHtml } from '../../http/html.js';

const PATHS: Record<string, string> = {
  star: '<path d="M8 1.5l2 4.2 4.6.6-3.4 3.2.9 4.6L8 11.8 3.9 14.1l.9-4.6L1.4 6.3 6 5.7z" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  'star-filled':
    '<path d="M8 1.5l2 4.2 4.6.6-3.4 3.2.9 4.6L8 11.8 3.9 14.1l.9-4.6L1.4 6.3 6 5.7z" fill="currentColor"/>',
  fork: '<circle cx="4" cy="3" r="1.6" fill="none" stroke="currentColor"/><circle cx="12" cy="3" r="1.6" fill="none" stroke="currentColor"/><circle cx="8" cy="13" r="1.6" fill="none" stroke="currentColor"/><path d="M4 4.6v1.9c0 1.4 1 2 2.4 2h3.2c1.4 0 2.4-.6 2.4-2V4.6M8 8.5v2.9" fill="none" stroke="currentColor"/>',
  issues:
    '<circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.3"/><circle cx="8" cy="8" r="1.5" fill="currentColor"/>',
  'git-merge':
    '<circle cx="4" cy="3" r="1.6" fill="none" stroke="currentColor"/><circle cx="4" cy="13" r="1.6" fill="none" stroke="currentColor"/><circle cx="12" cy="9" r="1.6" fill="none" stroke="currentColor"/><path d="M4 4.6v6.8M4.5 4.5c1 3 4 4.5 5.9 4.5" fill="none" stroke="currentColor"/>',
  'todo-done':
    '<rect x="2" y="2" width="12" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M5 8l2 2 4-4" fill="none" stroke="currentColor" stroke-width="1.4"/>',
  lock: '<rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M5 7V5a3 3 0 016 0v2" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  earth:
    '<circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M1.7 8h12.6M8 1.7c2.2 2.4 2.2 10.2 0 12.6M8 1.7c-2.2 2.4-2.2 10.2 0 12.6" fill="none" stroke="currentColor"/>',
  shield:
    '<path d="M8 1.5l5.5 2v4c0 3.3-2.4 5.8-5.5 7-3.1-1.2-5.5-3.7-5.5-7v-4z" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  plus: '<path d="M8 2.5v11M2.5 8h11" stroke="currentColor" stroke-width="1.6"/>',
  'chevron-down': '<path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6"/>',
  search:
    '<circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M10.5 10.5L14 14" stroke="currentColor" stroke-width="1.6"/>',
  folder: '<path d="M1.5 4.5v8.5h13V5.5H7.5L6 3.5H1.5z" fill="#d9d9f3" stroke="#6666c4"/>',
  doc: '<path d="M3.5 1.5h6l3 3v10h-9z" fill="none" stroke="currentColor"/><path d="M9.5 1.5v3h3" fill="none" stroke="currentColor"/>',
  home: '<path d="M2 8l6-5.5L14 8M4 7v6.5h8V7" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  code: '<path d="M5.5 4L2 8l3.5 4M10.5 4L14 8l-3.5 4" fill="none" stroke="currentColor" stroke-width="1.4"/>',
  rocket:
    '<path d="M8 1.5c3 2 4 5 3.5 8.5h-7C4 6.5 5 3.5 8 1.5zM6 12.5l2 2 2-2" fill="none" stroke="currentColor" stroke-width="1.2"/>',
  book: '<path d="M2.5 2.5h4.5c.6 0 1 .4 1 1v10c0-.6-.4-1-1-1H2.5zM13.5 2.5H9c-.6 0-1 .4-1 1v10c0-.6.4-1 1-1h4.5z" fill="none" stroke="currentColor"/>',
  settings:
    '<circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" stroke="currentColor" stroke-width="1.3"/>',
  users:
    '<circle cx="6" cy="5.5" r="2.3" fill="none" stroke="currentColor"/><path d="M1.8 13.5c.5-2.5 2.2-3.7 4.2-3.7s3.7 1.2 4.2 3.7M10.5 3.5a2.2 2.2 0 010 4.3M12 9.9c1.2.5 2 1.7 2.2 3.6" fill="none" stroke="currentColor"/>',
  question:
    '<circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M6 6.3a2 2 0 113 1.7c-.7.4-1 .8-1 1.6M8 11.4v.4" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  branch:
    '<circle cx="4" cy="3" r="1.6" fill="none" stroke="currentColor"/><circle cx="4" cy="13" r="1.6" fill="none" stroke="currentColor"/><circle cx="12" cy="5" r="1.6" fill="none" stroke="currentColor"/><path d="M4 4.6v6.8M12 6.6c0 3-4 3-7.4 5" fill="none" stroke="currentColor"/>',
  commit:
    '<circle cx="8" cy="8" r="2.6" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M1 8h4.4M10.6 8H15" stroke="currentColor" stroke-width="1.3"/>',
  comment: '<path d="M2 3h12v8H6l-3 3v-3H2z" fill="none" stroke="currentColor" stroke-width="1.2"/>',
  clock:
    '<circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  copy: '<rect x="5" y="5" width="8.5" height="8.5" rx="1" fill="none" stroke="currentColor"/><path d="M3 10.5V3h7.5" fill="none" stroke="currentColor"/>',
};

/** An icon by name, 16 px unless `size` says otherwise. */
export function icon(name: keyof typeof PATHS | string, size = 16, className = 'nav-icon'): SafeHtml {
  return html`<svg class="${className}" data-testid="${name}-icon" width="${size}" height="${size}" viewBox="0 0 16 16" aria-hidden="true">${raw(PATHS[name] ?? '')}</svg>`;
}

/** GitLab's tanuki logo. */
export const LOGO = raw(
  '<svg viewBox="0 0 26 26" aria-hidden="true"><path d="M13 24L17.6 9.9H8.4z" fill="#e24329"/><path d="M13 24L8.4 9.9H2z" fill="#fc6d26"/><path d="M2 9.9L.6 14.2c-.1.4 0 .8.4 1L13 24z" fill="#fca326"/><path d="M2 9.9h6.4L5.6 1.3c-.1-.4-.7-.4-.9 0z" fill="#e24329"/><path d="M13 24l4.6-14.1H24z" fill="#fc6d26"/><path d="M24 9.9l1.4 4.3c.1.4 0 .8-.4 1L13 24z" fill="#fca326"/><path d="M24 9.9h-6.4l2.8-8.6c.1-.4.7-.4.9 0z" fill="#e24329"/></svg>',
);
