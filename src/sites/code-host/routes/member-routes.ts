// A project's members page (/-/project_members) as GitLab renders it — the table WebArena's
// `gitlab_get_project_memeber_role` reads (`td[data-label='Account'] span.gl-avatar-labeled-sublabel`
// and `td.col-max-role span`) — with the "Invite members" modal, role changes and removal, and the
// user autocomplete the modal calls.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { jsonResponse, redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash } from '../code-host-session.js';
import { ROLES, roleName } from '../data/access-level.js';
import { siteNow, tick } from '../data/site-time.js';
import { icon } from '../views/icons.js';
import { menuButton } from '../views/issuable-detail-view.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { avatar, timeTag } from '../views/widgets.js';
import { type ProjectContext, withProject, withUser } from './route-helpers.js';

function inviteModal(request: RequestContext, context: ProjectContext): SafeHtml {
  return html`<div class="modal-backdrop" id="invite-members-modal" hidden><div class="modal-dialog" role="dialog" aria-label="Invite members">
  <form action="${request.href(projectPath(context.project, '/-/project_members'))}" method="post">
    <div class="modal-header"><h3>Invite members</h3><button class="btn-link" type="button" data-close-modal title="Close">✕</button></div>
    <div class="modal-body"><p>You're inviting members to the <strong>${context.project.name}</strong> project.</p>
      <div class="form-group"><label for="invite-members-input">Username or email address</label>
        <input class="form-control" id="invite-members-input" name="user" placeholder="Search for members to invite" autocomplete="off" data-suggest="${request.href('/-/autocomplete/users.json')}" data-testid="members-token-select-input">
        <ul class="suggestions" data-suggest-for="invite-members-input"></ul></div>
      <div class="form-group"><label for="invite-role">Select a role</label><select class="form-control" id="invite-role" name="access_level" data-testid="access-level-dropdown" style="width:260px">${ROLES.map(
        ([level, name]) =>
          html`<option value="${level}"${level === 10 ? html` selected` : ''}>${name}</option>`,
      )}</select></div>
      <div class="form-group"><label for="invite-expires">Access expiration date (optional)</label><input class="form-control" id="invite-expires" name="expires_at" placeholder="YYYY-MM-DD" style="width:200px"></div></div>
    <div class="modal-footer"><button class="btn" type="button" data-close-modal>Cancel</button><button class="btn btn-confirm" type="submit" data-testid="invite-button">Invite</button></div>
  </form></div></div>`;
}

function membersPage(request: RequestContext, context: ProjectContext): SiteResponse {
  const { project, user, access } = context;
  const now = siteNow(request.db);
  const filter = request.query.get('search')?.trim().toLowerCase() ?? '';
  const all = request.db.all<{
    id: number;
    username: string;
    name: string;
    avatar_color: string;
    access_level: number;
    created_at: string;
    expires_at: string | null;
  }>(
    `SELECT u.id, u.username, u.name, u.avatar_color, m.access_level, m.created_at, m.expires_at FROM project_members m JOIN users u ON u.id = m.user_id
     WHERE m.project_id = ? ORDER BY m.access_level DESC, lower(u.name)`,
    project.id,
  );
  const members = all.filter(
    (m) => !filter || m.name.toLowerCase().includes(filter) || m.username.toLowerCase().includes(filter),
  );
  const canManage = access >= 40;
  const base = projectPath(project, '/-/project_members');
  const roleCell = (member: (typeof all)[number]) => {
    const role = roleName(member.access_level);
    if (!canManage || member.id === user.id || member.access_level === 50) return html`<span>${role}</span>`;
    return html`<div class="dropdown"><button class="btn btn-sm dropdown-toggle" type="button" data-toggle="dropdown" data-testid="role-dropdown" title="Change role of @${member.username}"><span class="gl-new-dropdown-button-text">${role}</span> ▾</button>
      <ul class="dropdown-menu">${ROLES.map(([level, name]) => menuButton(request.href(`${base}/${member.id}`), { access_level: String(level) }, name, level === member.access_level))}</ul></div>`;
  };
  const body = html`<div style="display:flex;align-items:flex-start;gap:16px"><div style="flex:1"><h1 class="page-title">Project members</h1>
      <p>You can invite a new member to <strong>${project.name}</strong> or invite another group.</p></div>
      ${canManage ? html`<div style="display:flex;gap:8px"><a class="btn" href="${request.href('/help/user/project/members/share_project_with_groups')}">Invite a group</a><button class="btn btn-confirm" type="button" data-open-modal="invite-members-modal" data-testid="invite-members-button">Invite members</button></div>` : ''}</div>
    <div class="top-area"><ul class="nav-links"><li class="active"><a href="${request.href(base)}">Members <span class="badge">${all.length}</span></a></li></ul>
      <div class="nav-controls"><form method="get" action="${request.href(base)}"><input class="form-control" type="search" name="search" placeholder="Filter members" aria-label="Filter members" value="${request.query.get('search') ?? ''}" style="width:240px"></form></div></div>
    <table class="table members-table" data-testid="members-table"><thead><tr><th>Account</th><th>Source</th><th>Access granted</th><th>Max role</th><th>Expiration</th>${canManage ? html`<th></th>` : ''}</tr></thead>
      <tbody>${members.map(
        (m) => html`<tr data-testid="members-table-row-${m.id}">
          <td data-label="Account"><div class="gl-avatar-labeled">${avatar(m.name, m.avatar_color, 32, true)}<div><a class="gl-avatar-labeled-label" href="${request.href(`/${m.username}`)}">${m.name}${m.id === user.id ? html` <strong class="gl-badge">It's you</strong>` : ''}</a><span class="gl-avatar-labeled-sublabel">@${m.username}</span></div></div></td>
          <td data-label="Source">Direct member</td>
          <td data-label="Access granted">${timeTag(m.created_at, now)}</td>
          <td class="col-max-role" data-label="Max role">${roleCell(m)}</td>
          <td data-label="Expiration">${m.expires_at ? m.expires_at : 'No expiration set'}</td>
          ${canManage ? html`<td data-label="Actions">${m.id !== user.id && m.access_level < 50 ? html`<form action="${request.href(`${base}/${m.id}/delete`)}" method="post" style="margin:0"><button class="btn btn-sm btn-danger" type="submit" title="Remove member">${icon('users', 14, 'nav-icon')}Remove</button></form>` : ''}</td>` : ''}
        </tr>`,
      )}</tbody></table>
    ${canManage ? inviteModal(request, context) : ''}`;
  return renderProjectPage(request, project, {
    title: 'Members',
    section: 'project',
    item: 'Members',
    crumbs: [['Members', null]],
    body,
  });
}

/** Finds a user by what a person would type: username (with or without @), full name or e-mail. */
function resolveUser(request: RequestContext, text: string): { id: number; username: string } | undefined {
  const term = text.trim().replace(/^@/, '');
  return request.db.get(
    'SELECT id, username FROM users WHERE lower(username) = lower(?) OR lower(name) = lower(?) OR lower(email) = lower(?) ORDER BY id LIMIT 1',
    term,
    term,
    term,
  );
}

function invite(request: RequestContext, { project, access }: ProjectContext): SiteResponse {
  const back = redirect(request.href(projectPath(project, '/-/project_members')));
  if (access < 40) return back;
  const level = Number(request.form.get('access_level'));
  const names = (request.form.get('user') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!ROLES.some(([value]) => value === level) || names.length === 0) {
    setFlash(
      request,
      'alert',
      names.length === 0 ? 'Select at least one member to invite.' : 'Select a role.',
    );
    return back;
  }
  const db = request.db;
  const missing: string[] = [];
  const existing: string[] = [];
  db.transaction(() => {
    for (const name of names) {
      const user = resolveUser(request, name);
      if (!user) missing.push(name);
      else if (
        db.get('SELECT 1 FROM project_members WHERE project_id = ? AND user_id = ?', project.id, user.id)
      )
        existing.push(`@${user.username}`);
      else {
        const now = tick(db);
        const expires = request.form.get('expires_at')?.trim() || null;
        db.run(
          'INSERT INTO project_members (project_id, user_id, access_level, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
          project.id,
          user.id,
          level,
          now,
          expires,
        );
        db.run(
          "INSERT INTO events (author_id, project_id, action, created_at) VALUES (?, ?, 'joined', ?)",
          user.id,
          project.id,
          now,
        );
      }
    }
  });
  if (missing.length > 0) setFlash(request, 'alert', `No user found for: ${missing.join(', ')}.`);
  else if (existing.length > 0) setFlash(request, 'alert', `${existing.join(', ')}: Member already exists.`);
  else setFlash(request, 'notice', 'Members were successfully added.');
  return back;
}

function changeRole(request: RequestContext, { project, access, user }: ProjectContext): SiteResponse {
  const level = Number(request.form.get('access_level'));
  const memberId = Number(request.params.id);
  if (access >= 40 && memberId !== user.id && ROLES.some(([value]) => value === level)) {
    const changed = request.db.run(
      'UPDATE project_members SET access_level = ? WHERE project_id = ? AND user_id = ? AND access_level < 50',
      level,
      project.id,
      memberId,
    ).changes;
    if (changed > 0) setFlash(request, 'notice', `Role updated to ${roleName(level)}.`);
  }
  return redirect(request.href(projectPath(project, '/-/project_members')));
}

function removeMember(request: RequestContext, { project, access, user }: ProjectContext): SiteResponse {
  const memberId = Number(request.params.id);
  if (access >= 40 && memberId !== user.id) {
    request.db.run(
      'DELETE FROM project_members WHERE project_id = ? AND user_id = ? AND access_level < 50',
      project.id,
      memberId,
    );
    setFlash(request, 'notice', 'Member was successfully removed.');
  }
  return redirect(request.href(projectPath(project, '/-/project_members')));
}

const autocomplete = withUser((request) => {
  const term = (request.query.get('search') ?? '').trim().replace(/^@/, '');
  if (!term) return jsonResponse([]);
  return jsonResponse(
    request.db.all(
      "SELECT username, name FROM users WHERE username LIKE '%' || ? || '%' OR name LIKE '%' || ? || '%' ORDER BY lower(name) LIMIT 10",
      term,
      term,
    ),
  );
});

export function addMemberRoutes(router: Router): void {
  router
    .get('/-/autocomplete/users.json', autocomplete)
    .get('/:namespace/:project/-/project_members', withProject(membersPage))
    .post('/:namespace/:project/-/project_members', withProject(invite))
    .post('/:namespace/:project/-/project_members/:id', withProject(changeRole))
    .post('/:namespace/:project/-/project_members/:id/delete', withProject(removeMember));
}
