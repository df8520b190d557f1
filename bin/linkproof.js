#!/usr/bin/env node
import { main } from '../dist/cli.js';

process.exitCode = main(process.argv.slice(2));
