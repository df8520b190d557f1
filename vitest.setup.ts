import fc from 'fast-check';

// Property tests run on a fixed seed so CI is repeatable; LINKPROOF_SEED replays another run.
// fast-check prints the seed and the shrunk counterexample of every failure.
const seed = Number(process.env.LINKPROOF_SEED ?? 20260113);
fc.configureGlobal({ seed, numRuns: Number(process.env.LINKPROOF_RUNS ?? 100) });
