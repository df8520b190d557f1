/** `npm run bench`: every benchmark of the kit, each side by side with its reference. Prints numbers. */
import { cpus } from 'node:os';
import { runFixturesBenchmark } from './fixtures.js';
import { runMockBenchmark } from './mock.js';
import { runProxyBenchmark } from './proxy.js';
import { runScaleBenchmark } from './scale.js';
import { runStateBenchmark } from './state.js';

console.log(`linkproof benchmarks on Node ${process.version}, ${cpus().length} cores`);
const only = process.argv[2];
if (only === undefined || only === 'fixtures') runFixturesBenchmark();
if (only === undefined || only === 'mock') await runMockBenchmark();
if (only === undefined || only === 'state') await runStateBenchmark();
if (only === undefined || only === 'proxy') await runProxyBenchmark();
if (only === undefined || only === 'scale') await runScaleBenchmark();
