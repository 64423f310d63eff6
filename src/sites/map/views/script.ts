// The map's client-side JavaScript (served as /assets/map.js): zooming and dragging the drawing,
// the Layers and Share panels, the layer switch, the scale bar, and closing the welcome box.
export const MAP_JS = `
(function () {
  var svg = document.getElementById('map-canvas');
  function box() { return svg.getAttribute('viewBox').split(' ').map(Number); }
  function setBox(b) { svg.setAttribute('viewBox', b.map(Math.round).join(' ')); updateScale(); }
  function updateScale() {
    var label = document.querySelector('.scale-label');
    if (!svg || !label || !svg.clientWidth) return;
    var b = box();
    var metersPerPixel = Math.max(b[2] / svg.clientWidth, b[3] / svg.clientHeight);
    var raw = metersPerPixel * 100;
    var steps = [50, 100, 200, 500, 1000, 2000, 5000, 10000];
    var nice = steps.find(function (s) { return s >= raw; }) || 10000;
    document.querySelector('.scale-line').style.width = Math.round(nice / metersPerPixel) + 'px';
    label.textContent = nice >= 1000 ? (nice / 1000) + ' km' : nice + ' m';
  }
  if (svg) {
    document.querySelectorAll('[data-zoom]').forEach(function (button) {
      button.addEventListener('click', function () {
        var b = box(), f = Number(button.dataset.zoom);
        var cx = b[0] + b[2] / 2, cy = b[1] + b[3] / 2;
        setBox([cx - b[2] * f / 2, cy - b[3] * f / 2, b[2] * f, b[3] * f]);
      });
    });
    var drag = null;
    svg.addEventListener('pointerdown', function (e) { drag = { x: e.clientX, y: e.clientY, b: box() }; });
    window.addEventListener('pointerup', function () { drag = null; });
    svg.addEventListener('pointermove', function (e) {
      if (!drag) return;
      var scale = drag.b[2] / svg.clientWidth;
      setBox([drag.b[0] - (e.clientX - drag.x) * scale, drag.b[1] - (e.clientY - drag.y) * scale, drag.b[2], drag.b[3]]);
    });
    document.querySelectorAll('input[name="layer"]').forEach(function (radio) {
      radio.addEventListener('change', function () { svg.setAttribute('class', 'layer-' + radio.value); });
    });
    updateScale();
    window.addEventListener('resize', updateScale);
  }
  document.querySelectorAll('[data-panel]').forEach(function (button) {
    button.addEventListener('click', function () {
      document.querySelectorAll('.map-panel').forEach(function (panel) {
        panel.hidden = panel.id !== button.dataset.panel || !panel.hidden;
      });
    });
  });
  document.querySelectorAll('[data-close]').forEach(function (button) {
    button.addEventListener('click', function () { document.getElementById(button.dataset.close).hidden = true; });
  });
  var welcomeClose = document.querySelector('.welcome-close');
  if (welcomeClose) welcomeClose.addEventListener('click', function () { document.querySelector('.welcome').hidden = true; });
})();
`;
