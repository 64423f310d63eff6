// Chromium's headless shell commits an empty document for a navigation that failed (its net error
// page is not built in), where the full browser shows "This site can't be reached", the address and
// the error code, and the agent reads why the page did not load. Before observing such a document,
// the same words are written into it, so that both browsers show the agent and the ORM the same
// text (the boxes differ). Runs in the page; see page-runtime.ts.

/** A main-frame navigation that failed: where it went and Chromium's error text ("net::ERR_…"). */
export interface NavigationFailure {
  url: string;
  errorText: string;
}

/**
 * In-page: when this document is Chromium's error document and empty, writes the full browser's
 * error page text into it. Returns whether it wrote anything.
 */
export function fillNetErrorPage(failure: NavigationFailure): boolean {
  if (!document.URL.startsWith('chrome-error://')) return false;
  const body = document.body ?? document.documentElement.appendChild(document.createElement('body'));
  if ((body.textContent ?? '').trim() !== '') return false;
  const frame = document.createElement('div');
  frame.setAttribute(
    'style',
    'margin: 100px auto 0; max-width: 600px; font: 15px sans-serif; color: #202124',
  );
  const heading = document.createElement('span');
  heading.setAttribute('style', 'display: block; font-size: 24px; margin-bottom: 16px');
  heading.textContent = 'This site can\u2019t be reached';
  const message = document.createElement('p');
  const address = document.createElement('strong');
  address.setAttribute('style', 'display: block');
  address.textContent = failure.url;
  message.append(
    'The webpage at ',
    address,
    ' might be temporarily down or it may have moved permanently to a new web address.',
  );
  const code = document.createElement('div');
  code.setAttribute('style', 'font-size: 12px; color: #5f6368');
  code.textContent = failure.errorText.replace(/^net::/, '');
  frame.append(heading, message, code);
  body.append(frame);
  return true;
}
