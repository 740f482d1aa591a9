#!/usr/bin/env node
// Prints the IIFE's sizes after a build (raw, minified, minified + gzip). The gzip budget is
// enforced by test/unit/bundleSize.test.ts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const out = process.env.PAGEMARK_OUT || 'dist';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const raw = readFileSync(`${out}/pagemark.iife.js`);
const min = readFileSync(`${out}/pagemark.iife.min.js`);
const gz = gzipSync(min, { level: 9 });
console.log(`pagemark.iife.js ${kb(raw.length)} | min ${kb(min.length)} | min+gzip ${kb(gz.length)}`);
