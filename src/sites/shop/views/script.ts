// The shop's little client-side script (served at /static/shop.js), as a real storefront has:
// product page tabs, sort and limit selects that navigate, and the "added to cart" modal.
export const SHOP_JS = `
(function () {
  function openTab(name) {
    document.querySelectorAll('[data-tab]').forEach(function (t) { t.classList.toggle('active', t.dataset.tab === name); });
    document.querySelectorAll('[data-panel]').forEach(function (p) { p.hidden = p.dataset.panel !== name; });
  }
  document.querySelectorAll('[data-tab]').forEach(function (t) {
    t.addEventListener('click', function () { openTab(t.dataset.tab); });
  });
  document.querySelectorAll('a[href="#reviews"]').forEach(function (a) {
    a.addEventListener('click', function () { openTab('reviews'); });
  });
  if (location.hash === '#reviews') openTab('reviews');
  document.querySelectorAll('select[data-navigate]').forEach(function (s) {
    s.addEventListener('change', function () {
      var url = new URL(location.href);
      url.searchParams.set(s.dataset.navigate, s.value);
      url.searchParams.delete('p');
      location.href = url.toString();
    });
  });
  var modal = document.getElementById('cart-modal');
  document.querySelectorAll('form[data-ajax-cart]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var missing = false;
      form.querySelectorAll('select[required]').forEach(function (s) {
        var error = form.querySelector('[data-error-for="' + s.name + '"]');
        if (error) error.hidden = !!s.value;
        if (!s.value) missing = true;
      });
      if (missing) return;
      fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { 'x-requested-with': 'fetch' } })
        .then(function (r) { return r.json(); })
        .then(function (data) {
          var counter = document.querySelector('.minicart .counter');
          if (counter) counter.textContent = String(data.cartCount);
          if (!modal) return;
          modal.querySelector('[data-modal-message]').textContent = data.message;
          modal.hidden = false;
        });
    });
  });
  if (modal) modal.querySelectorAll('[data-close-modal]').forEach(function (b) {
    b.addEventListener('click', function () { modal.hidden = true; });
  });
})();
`;
