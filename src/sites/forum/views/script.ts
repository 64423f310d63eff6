// The forum's little client-side script (served at /static/forum.js), as Postmill has: dropdown
// menus that open on click, inline reply forms under comments, and dismissable alerts.
export const FORUM_JS = `
(function () {
  function closeAll(except) {
    document.querySelectorAll('.dropdown--open').forEach(function (d) { if (d !== except) d.classList.remove('dropdown--open'); });
  }
  document.querySelectorAll('.dropdown__toggle').forEach(function (toggle) {
    toggle.addEventListener('click', function (event) {
      event.preventDefault();
      var dropdown = toggle.closest('.dropdown');
      closeAll(dropdown);
      dropdown.classList.toggle('dropdown--open');
    });
  });
  document.addEventListener('click', function (event) {
    if (!event.target.closest('.dropdown')) closeAll(null);
  });
  document.querySelectorAll('.comment__reply-link').forEach(function (link) {
    link.addEventListener('click', function (event) {
      var form = document.getElementById(link.dataset.formId);
      if (!form) return;
      event.preventDefault();
      form.hidden = !form.hidden;
      if (!form.hidden) form.querySelector('textarea').focus();
    });
  });
  document.querySelectorAll('.site-alerts__dismiss').forEach(function (button) {
    button.addEventListener('click', function () { button.closest('.alert').remove(); });
  });
})();
`;
