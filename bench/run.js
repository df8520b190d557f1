// @ts-check
/** `npm run bench`: every benchmark of the kit, each side by side with its reference. Prints numbers. */
import { runFixturesBenchmark } from './fixtures.js';

console.log(`linkproof benchmarks on Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
runFixturesBenchmark();
