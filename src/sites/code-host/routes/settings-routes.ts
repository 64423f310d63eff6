// A project's General settings (/-/edit): name, description and topics, and — in a collapsed section
// as in GitLab — the visibility level. Maintainers and owners only.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash } from '../code-host-session.js';
import { tick } from '../data/site-time.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { notFoundPage, type ProjectContext, withProject } from './route-helpers.js';

const VISIBILITIES = [
  ['private', 'Private', 'Project access must be granted explicitly to each user.'],
  ['internal', 'Internal', 'The project can be accessed by any logged in user except external users.'],
  ['public', 'Public', 'The project can be accessed without any authentication.'],
] as const;

function settingsPage(request: RequestContext, { project, access }: ProjectContext): SiteResponse {
  if (access < 40) return notFoundPage(request);
  const action = request.href(projectPath(project, '/-/edit'));
  const body = html`<h2>General settings</h2>
  <section class="settings-section" id="js-general-settings">
    <div class="settings-header"><div><h4>Naming, topics, avatar</h4><p class="form-text">Update your project name, topics, description, and avatar.</p></div>
      <button class="btn" type="button" data-expand="general-settings-content">Collapse</button></div>
    <div class="settings-content" id="general-settings-content">
      <form action="${action}" method="post">
        <div class="row-2"><div class="form-group"><label for="project_name">Project name</label><input class="form-control" id="project_name" name="name" value="${project.name}"></div>
          <div class="form-group"><label for="project_id">Project ID</label><input class="form-control" id="project_id" value="${project.id}" readonly></div></div>
        <div class="form-group"><label for="project_topics">Topics</label><input class="form-control" id="project_topics" name="topics" value="${project.topics}" placeholder="Search for topic"></div>
        <div class="form-group"><label for="project_description">Project description (optional)</label>
          <textarea class="form-control" id="project_description" name="description" maxlength="2000">${project.description}</textarea></div>
        <button class="btn btn-confirm" type="submit">Save changes</button>
      </form></div>
  </section>
  <section class="settings-section" id="js-shared-permissions">
    <div class="settings-header"><div><h4>Visibility, project features, permissions</h4><p class="form-text">Choose visibility level, enable/disable project features and their permissions.</p></div>
      <button class="btn" type="button" data-expand="permissions-settings-content">Expand</button></div>
    <div class="settings-content" id="permissions-settings-content" hidden>
      <form action="${action}" method="post">
        <div class="form-group"><label for="project_visibility_level">Project visibility</label>
          <select class="form-control" id="project_visibility_level" name="visibility" style="width:260px">${VISIBILITIES.map(
            ([value, label]) =>
              html`<option value="${value}"${value === project.visibility ? html` selected` : ''}>${label}</option>`,
          )}</select>
          <p class="form-text">${VISIBILITIES.map(([, label, text]) => html`<strong>${label}</strong>: ${text} `)}</p></div>
        <button class="btn btn-confirm" type="submit">Save changes</button>
      </form></div>
  </section>
  <section class="settings-section">
    <div class="settings-header"><div><h4>Advanced</h4><p class="form-text">Housekeeping, export, archive, change path, transfer, or delete project.</p></div>
      <button class="btn" type="button" data-expand="advanced-settings-content">Expand</button></div>
    <div class="settings-content" id="advanced-settings-content" hidden><p>Archiving, transfers and deletion are turned off on this instance.</p></div>
  </section>`;
  return renderProjectPage(request, project, {
    title: 'General Settings',
    section: 'settings',
    item: 'General',
    crumbs: [['General Settings', null]],
    body,
  });
}

function updateSettings(request: RequestContext, { project, access }: ProjectContext): SiteResponse {
  if (access < 40) return notFoundPage(request);
  const form = request.form;
  const name = form.get('name');
  const visibility = form.get('visibility');
  if (name !== null && !name.trim()) {
    setFlash(request, 'alert', "Project name can't be blank.");
    return redirect(request.href(projectPath(project, '/-/edit')));
  }
  if (visibility !== null && !VISIBILITIES.some(([value]) => value === visibility)) {
    setFlash(request, 'alert', `Visibility level "${visibility}" is not one of private, internal, public.`);
    return redirect(request.href(projectPath(project, '/-/edit')));
  }
  const db = request.db;
  db.transaction(() => {
    if (name !== null) db.run('UPDATE projects SET name = ? WHERE id = ?', name.trim(), project.id);
    const description = form.get('description');
    if (description !== null)
      db.run('UPDATE projects SET description = ? WHERE id = ?', description.trim(), project.id);
    const topics = form.get('topics');
    if (topics !== null) {
      const list = topics
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      db.run('UPDATE projects SET topics = ? WHERE id = ?', list.join(','), project.id);
    }
    if (visibility !== null)
      db.run('UPDATE projects SET visibility = ? WHERE id = ?', visibility, project.id);
    db.run('UPDATE projects SET last_activity_at = ? WHERE id = ?', tick(db), project.id);
  });
  setFlash(request, 'notice', `Project '${name?.trim() || project.name}' was successfully updated.`);
  return redirect(request.href(projectPath(project, '/-/edit')));
}

export function addSettingsRoutes(router: Router): void {
  router
    .get('/:namespace/:project/-/edit', withProject(settingsPage))
    .post('/:namespace/:project/-/edit', withProject(updateSettings));
}
