// The benchmarks' own packages, resolved from this folder's node_modules (scripts/bench-tools.mjs
// installs them on first use). Import this module only after `ensureBenchTools()`.
export { default as autocannon } from 'autocannon';
export * as chromeLauncher from 'chrome-launcher';
export { default as lighthouse } from 'lighthouse';
export { default as puppeteer } from 'puppeteer-core';
