#!/usr/bin/env node
// The `docflow` command. Plain CommonJS that any Node.js parses, so that on a Node older than docflow
// needs the user reads one line saying what to install instead of a SyntaxError from the bundle.
"use strict";

var NEEDED = 24;
var major = Number(process.versions.node.split(".")[0]);
if (!(major >= NEEDED)) {
  process.stderr.write(
    "docflow needs Node.js " +
      NEEDED +
      " or later; this is Node.js " +
      process.versions.node +
      ". Install Node.js " +
      NEEDED +
      " from https://nodejs.org/ (or with `nvm install " +
      NEEDED +
      "`) and run docflow again.\n",
  );
  process.exit(1);
}
import("../dist/cli.js");
