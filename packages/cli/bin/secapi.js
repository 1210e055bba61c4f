#!/usr/bin/env node
// The `secapi` command: the built CLI (`pnpm build` makes dist/). This file exists before the build,
// so installing the workspace can link the command without a warning.
import '../dist/main.js';
