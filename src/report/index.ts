// report/: the HTML report (one offline file with inline SVG charts) and the trajectory viewer (a
// small local web UI). Both render plain data that pipeline/ gathers from run directories.
export * from './html-escape.js';
export * from './render-report.js';
export * from './report-data.js';
export * from './svg-bar-chart.js';
export * from './svg-line-chart.js';
export * from './viewer-server.js';
export * from './viewer-source.js';
