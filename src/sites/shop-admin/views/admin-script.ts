// The back office's client-side script (served at /static/admin.js): menu flyouts and the user menu
// on click, grid filter panels, page-size selects that navigate, tabs, collapsible form sections,
// confirmation modals, the Enable Product switch and the report's order-status toggle.
export const ADMIN_JS = `
(function () {
  function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
  function closeMenus(except) {
    all('[data-menu-item]._show').forEach(function (li) { if (li !== except) li.classList.remove('_show'); });
  }
  all('[data-menu-toggle]').forEach(function (link) {
    link.addEventListener('click', function (event) {
      event.preventDefault();
      var li = link.parentElement;
      closeMenus(li);
      li.classList.toggle('_show');
    });
  });
  document.addEventListener('click', function (event) {
    if (!event.target.closest('[data-menu-item]')) closeMenus(null);
    if (!event.target.closest('[data-dropdown]')) all('[data-dropdown]._active').forEach(function (d) { d.classList.remove('_active'); });
  });
  all('[data-dropdown-toggle]').forEach(function (toggle) {
    toggle.addEventListener('click', function (event) {
      event.preventDefault();
      toggle.closest('[data-dropdown]').classList.toggle('_active');
    });
  });
  all('[data-action="grid-filter-expand"]').forEach(function (button) {
    button.addEventListener('click', function () { button.closest('.admin__data-grid-filters-wrap').classList.toggle('_show'); });
  });
  all('[data-action="grid-filter-cancel"]').forEach(function (button) {
    button.addEventListener('click', function () { button.closest('.admin__data-grid-filters-wrap').classList.remove('_show'); });
  });
  all('select[data-navigate]').forEach(function (select) {
    select.addEventListener('change', function () {
      var url = new URL(location.href);
      url.searchParams.set(select.dataset.navigate, select.value);
      if (select.dataset.resetPage) url.searchParams.delete(select.dataset.resetPage);
      location.href = url.toString();
    });
  });
  all('[data-tab-group]').forEach(function (group) {
    var name = group.dataset.tabGroup;
    all('[data-tab-target]', group).forEach(function (tab) {
      tab.addEventListener('click', function () {
        all('[data-tab-target]', group).forEach(function (t) { t.classList.toggle('_active', t === tab); });
        all('[data-tab-panel][data-tab-group-of="' + name + '"]').forEach(function (panel) {
          panel.hidden = panel.dataset.tabPanel !== tab.dataset.tabTarget;
        });
      });
    });
  });
  all('.fieldset-wrapper-title').forEach(function (title) {
    title.addEventListener('click', function () { title.parentElement.classList.toggle('_collapsed'); });
  });
  all('[data-modal-open]').forEach(function (button) {
    button.addEventListener('click', function () {
      var modal = document.getElementById(button.dataset.modalOpen);
      if (modal) modal.hidden = false;
    });
  });
  all('[data-modal-close]').forEach(function (button) {
    button.addEventListener('click', function () { button.closest('.modal-overlay').hidden = true; });
  });
  all('input[data-value-on]').forEach(function (input) {
    var label = document.querySelector('[data-switch-label="' + input.id + '"]');
    function sync() {
      input.value = input.checked ? input.dataset.valueOn : input.dataset.valueOff;
      if (label) label.textContent = input.checked ? 'Yes' : 'No';
    }
    input.addEventListener('change', sync);
  });
  all('select[data-toggles]').forEach(function (select) {
    var target = document.getElementById(select.dataset.toggles);
    function sync() { if (target) target.disabled = select.value !== select.dataset.enableWhen; }
    select.addEventListener('change', sync);
    sync();
  });
  all('select[data-mass-action]').forEach(function (select) {
    var extra = document.getElementById(select.dataset.massAction);
    function sync() { if (extra) extra.hidden = select.value !== 'massUpdateStatus'; }
    select.addEventListener('change', sync);
    sync();
  });
})();
`;
