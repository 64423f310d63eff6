// The map's stylesheet: openstreetmap.org's layout (header, 350 px sidebar, full-height map) and the
// colours of its standard layer for the drawing; the cycle and transport layers restyle the roads.
export const MAP_CSS = `
*{box-sizing:border-box}
html,body{margin:0;font:14px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222}
a{color:#2a6fb0;text-decoration:none}a:hover{text-decoration:underline}
.site-header{height:55px;display:flex;align-items:center;padding:0 10px;border-bottom:1px solid #ccc;background:#fff;gap:24px}
.site-header h1{margin:0;font-size:20px;font-weight:500}
.brand{display:flex;align-items:center;gap:8px;color:#222}
.brand>*,.switch_link>*{pointer-events:none}
.site-header nav{display:flex;gap:4px}
.site-header nav.secondary{margin-left:auto}
.site-header nav a{padding:7px 11px;border-radius:4px;color:#444}
.site-header nav a.tab{border:1px solid #aaa}
.site-header nav a.current,.site-header nav a:hover{background:#eef4ea;text-decoration:none}
#content{display:flex;align-items:flex-start;min-height:calc(100vh - 55px)}
#sidebar{width:350px;flex:none;min-height:calc(100vh - 55px);border-right:1px solid #ccc;background:#fff}
.search_forms{background:#eef4ea;padding:8px;border-bottom:1px solid #ccc}
.search_form{display:flex;gap:6px;align-items:stretch}
.query_wrapper{position:relative;flex:1}
#query{width:100%;height:31px;padding:4px 8px;border:1px solid #aaa;border-radius:4px;font-size:14px}
.describe_location{position:absolute;right:8px;top:7px;font-size:11px}
.btn-primary,.btn{background:#7ebc6f;border:1px solid #5b8f4d;color:#fff;border-radius:4px;padding:4px 12px;font-size:14px;cursor:pointer}
.btn-secondary{background:#fff;border:1px solid #aaa;color:#333;border-radius:4px;padding:4px 12px;cursor:pointer}
.switch_link{display:flex;align-items:center;padding:0 6px}
.directions_form{display:grid;gap:6px}
.directions_form .route-field{display:flex;align-items:center;gap:6px}
.directions_form .route-field input{flex:1;height:31px;padding:4px 8px;border:1px solid #aaa;border-radius:4px}
.directions_form .pin{width:14px;height:14px;border-radius:50%;flex:none}
.pin.start{background:#2ca02c}.pin.end{background:#d62728}
.directions_form .engine-row{display:flex;gap:6px;align-items:center}
.directions_form select{flex:1;height:31px}
.directions_form .form-links{display:flex;justify-content:space-between;font-size:12px}
#sidebar_content{padding:16px}
.sidebar-heading{display:flex;justify-content:space-between;align-items:flex-start}
.sidebar-heading h2{margin:0 0 10px;font-size:20px;font-weight:500;word-break:break-word}
.sidebar-close{font-size:22px;line-height:1;color:#666;padding:0 4px}
.welcome h2{font-size:22px;font-weight:500;margin:0 0 8px}
.welcome .actions{display:flex;gap:8px;margin-top:12px}
.search_results_entry h4{margin:8px 0;font-size:14px;color:#555;font-weight:500}
.results-list{list-style:none;margin:0;padding:0}
.results-list li{padding:8px 0;border-bottom:1px solid #eee}
.results-list .category{color:#555;margin-right:4px}
.results-list .distance{color:#666;font-size:12px;margin-left:6px;white-space:nowrap}
.search_summary{margin:0 0 8px;color:#444}
.search_results_error{color:#a33}
.refine-form,.nearby_form{display:grid;gap:6px;margin:10px 0;padding:10px;background:#f6f8f4;border:1px solid #dde5d7;border-radius:4px}
.refine-form label,.nearby_form label{display:flex;justify-content:space-between;gap:8px;align-items:center}
.refine-form select,.nearby_form select{min-width:150px;height:28px}
.browse-section{border-top:1px solid #eee;padding:10px 0}
.browse-section h4{margin:6px 0;font-size:14px}
.details{color:#555;font-size:13px;margin:4px 0}
.display-name{margin:0 0 8px;color:#333}
table.browse-tag-list{border-collapse:collapse;width:100%;font-size:13px}
table.browse-tag-list th,table.browse-tag-list td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top;word-break:break-word}
table.browse-tag-list th{background:#f4f4f4;font-weight:500;width:40%}
.geolink{font-family:monospace}
.direction-links{display:flex;gap:12px}
.secondary-actions{font-size:12px;color:#666;border-top:1px solid #eee;padding-top:8px}
#routing_summary{margin:4px 0 10px}
table#turnbyturn{border-collapse:collapse;width:100%;font-size:13px}
#turnbyturn td{border-top:1px solid #eee;padding:5px 4px;vertical-align:top}
#turnbyturn td.direction{width:24px;color:#2a6fb0;font-weight:bold}
#turnbyturn td.distance{text-align:right;white-space:nowrap;color:#555}
#routing_credit{font-size:12px;color:#666;margin-top:10px}
.routing-error{color:#a33}
.pagination{display:flex;gap:12px;margin-top:10px}
.info-page h3{margin:14px 0 6px}
.export-form{display:grid;gap:8px}
.export-bbox{display:grid;grid-template-columns:1fr 1fr 1fr;gap:4px;align-items:center;text-align:center}
.export-bbox input{width:100%;text-align:center}
.map-pane{position:sticky;top:0;height:calc(100vh - 55px);flex:1;overflow:hidden;background:#aad3df}
#map-canvas{width:100%;height:100%;display:block;cursor:grab}
#map-canvas .land{fill:#f2efe9}
#map-canvas .water{fill:#aad3df}
#map-canvas .park{fill:#c8facc;stroke:#9fd4a3;stroke-width:1px;vector-effect:non-scaling-stroke}
#map-canvas .road{fill:none;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke}
#map-canvas .motorway{stroke:#e892a2;stroke-width:6px}
#map-canvas .motorway_link{stroke:#e892a2;stroke-width:3px}
#map-canvas .primary{stroke:#fcd6a4;stroke-width:6px}
#map-canvas .secondary{stroke:#f7fabf;stroke-width:5px}
#map-canvas .residential{stroke:#fff;stroke-width:4px}
#map-canvas .cycleway{stroke:#0000ff;stroke-width:1.5px;stroke-dasharray:4 3}
#map-canvas .footway{stroke:#fa8072;stroke-width:1.5px;stroke-dasharray:3 3}
#map-canvas .poi{fill:#b0a090;opacity:.8}
#map-canvas .route{fill:none;stroke:#0060ff;stroke-width:6px;stroke-opacity:.65;vector-effect:non-scaling-stroke;stroke-linecap:round;stroke-linejoin:round}
#map-canvas .marker path{fill:#3a87d9;stroke:#1d5b99;stroke-width:8}
#map-canvas .marker.start path{fill:#2ca02c;stroke:#17641a}
#map-canvas .marker.end path{fill:#d62728;stroke:#8c1415}
#map-canvas .marker.result path{fill:#f39c12;stroke:#b26b00}
#map-canvas .marker-dot{fill:#fff}
#map-canvas.layer-cycle .road{stroke:#ddd}
#map-canvas.layer-cycle .cycleway{stroke:#0000ff;stroke-width:4px}
#map-canvas.layer-cycle .footway{stroke:#6b8e23;stroke-width:3px}
#map-canvas.layer-transport .road{stroke:#e8e8e8}
#map-canvas.layer-transport .motorway,#map-canvas.layer-transport .motorway_link{stroke:#7a7acc;stroke-width:6px}
#map-canvas.layer-transport .poi{opacity:.15}
#map-canvas.layer-transport .poi.station,#map-canvas.layer-transport .poi.bus_station{fill:#0a58ca;opacity:1}
.map-controls{position:absolute;right:10px;top:10px;display:flex;flex-direction:column;gap:4px}
.control-button{min-width:34px;height:34px;background:rgba(0,0,0,.6);color:#fff;border:0;border-radius:4px;font-size:13px;cursor:pointer;padding:0 6px}
.control-button:hover{background:rgba(0,0,0,.8)}
.map-panel{position:absolute;right:60px;top:10px;width:250px;background:#fff;border:1px solid #ccc;border-radius:4px;padding:10px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.map-panel[hidden]{display:none}
.panel-heading{display:flex;justify-content:space-between;align-items:center}
.panel-heading h3{margin:0;font-size:15px}
.panel-close{border:0;background:none;font-size:18px;cursor:pointer}
.base-layers{list-style:none;padding:0;margin:8px 0 0}
.share-link{display:grid;gap:4px;margin-top:8px}
.share-link input{width:100%}
.scale-bar{position:absolute;left:8px;bottom:8px;background:rgba(255,255,255,.7);padding:0 4px;font-size:11px;display:flex;align-items:center;gap:4px}
.scale-line{display:inline-block;width:100px;height:6px;border:2px solid #333;border-top:0}
.attribution{position:absolute;right:0;bottom:0;background:rgba(255,255,255,.7);padding:0 6px;font-size:11px}
.error-page{padding:10px 0}
`;
