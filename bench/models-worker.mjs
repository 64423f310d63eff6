// One tfjs-wasm learner in a worker thread, for bench/models-speed.ts: trains the policy on synthetic
// demonstrations and posts its examples per second. Plain .mjs so the worker can load tsx itself.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { measureLearner } = await import('./models-speed.ts');
const { examplesPerSecond } = await measureLearner(4 + workerData.seed * 0);
parentPort.postMessage(examplesPerSecond);
