#!/usr/bin/env node
// `node bin/kitbench.mjs <command>` (CONTRACT.md §2): the same launcher as the `kitbench` command, bin/kitbench.cjs.
import './kitbench.cjs';
