// The code host's client-side script (served at /assets/application.js), as GitLab has: click-to-open
// dropdowns, modals (invite members, set status), selects that navigate or submit on change,
// expandable settings sections, merge request tabs, and the invite modal's user suggestions.
export const CODE_HOST_JS = `
(function () {
  function closeDropdowns(except) {
    document.querySelectorAll('.dropdown.show').forEach(function (d) { if (d !== except && !d.contains(except)) d.classList.remove('show'); });
  }
  document.addEventListener('click', function (event) {
    var toggle = event.target.closest('[data-toggle="dropdown"]');
    if (toggle) {
      event.preventDefault();
      var dropdown = toggle.closest('.dropdown');
      var open = !dropdown.classList.contains('show');
      closeDropdowns(dropdown);
      dropdown.classList.toggle('show', open);
      var focus = open && dropdown.querySelector('.dropdown-menu input');
      if (focus) focus.focus();
      return;
    }
    if (!event.target.closest('.dropdown-menu')) closeDropdowns(null);
    var opener = event.target.closest('[data-open-modal]');
    if (opener) {
      event.preventDefault();
      var modal = document.getElementById(opener.dataset.openModal);
      if (modal) { modal.hidden = false; var first = modal.querySelector('input:not([type=hidden]),select,textarea'); if (first) first.focus(); }
      closeDropdowns(null);
      return;
    }
    if (event.target.closest('[data-close-modal]') || event.target.classList.contains('modal-backdrop')) {
      var backdrop = event.target.closest('.modal-backdrop');
      if (backdrop) backdrop.hidden = true;
      return;
    }
    var expand = event.target.closest('[data-expand]');
    if (expand) {
      var section = document.getElementById(expand.dataset.expand);
      if (section) { section.hidden = !section.hidden; expand.textContent = section.hidden ? 'Expand' : 'Collapse'; }
      return;
    }
    var tab = event.target.closest('[data-tab]');
    if (tab) {
      event.preventDefault();
      document.querySelectorAll('[data-tab]').forEach(function (t) { t.parentElement.classList.toggle('active', t === tab); });
      document.querySelectorAll('[data-panel]').forEach(function (p) { p.hidden = p.dataset.panel !== tab.dataset.tab; });
      return;
    }
    var suggestion = event.target.closest('[data-suggest-value]');
    if (suggestion) {
      var input = document.getElementById(suggestion.closest('[data-suggest-for]').dataset.suggestFor);
      input.value = suggestion.dataset.suggestValue;
      suggestion.closest('.suggestions').innerHTML = '';
    }
  });
  document.querySelectorAll('select[data-navigate]').forEach(function (select) {
    select.addEventListener('change', function () {
      var option = select.options[select.selectedIndex];
      if (option && option.dataset.href) location.href = option.dataset.href;
    });
  });
  document.querySelectorAll('select[data-autosubmit]').forEach(function (select) {
    select.addEventListener('change', function () { select.form.submit(); });
  });
  // Suggestions load on every keystroke, without a debounce timer, so a page is settled once the last
  // request has answered (a timer would let an observation race the list). Stale answers are dropped.
  document.querySelectorAll('input[data-suggest]').forEach(function (input) {
    var list = document.querySelector('[data-suggest-for="' + input.id + '"]');
    input.addEventListener('input', function () {
      var term = input.value.trim();
      if (!term) { list.innerHTML = ''; return; }
      fetch(input.dataset.suggest + '?search=' + encodeURIComponent(term)).then(function (r) { return r.json(); }).then(function (users) {
        if (input.value.trim() !== term) return;
        list.innerHTML = '';
        users.forEach(function (user) {
          var li = document.createElement('li');
          var button = document.createElement('button');
          button.type = 'button';
          button.dataset.suggestValue = user.username;
          button.textContent = user.name + ' @' + user.username;
          li.appendChild(button);
          list.appendChild(li);
        });
      });
    });
  });
})();
`;
