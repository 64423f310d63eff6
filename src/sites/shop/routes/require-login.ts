// Sends a visitor who is not logged in to the login page, with Magento's notice.
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import { setFlash } from '../shop-session.js';

export function requireLogin(request: RequestContext, message = 'Please sign in to continue.'): SiteResponse {
  setFlash(request, 'notice', message);
  return redirect(request.href('/customer/account/login/'));
}
