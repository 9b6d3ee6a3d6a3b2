#!/usr/bin/env node
// Serves one build alone, mounted at its publicPath, with CORS headers (a host on another origin
// fetches the remote's mf-manifest.json). Usage: node serve-static.mjs <dir> [--port N]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 3001));

function mountPath() {
  const manifest = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return '/';
  const publicPath = JSON.parse(fs.readFileSync(manifest, 'utf8')).metaData?.publicPath;
  return typeof publicPath === 'string' && publicPath.startsWith('/') ? publicPath : '/';
}

const mount = mountPath();
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

http
  .createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!pathname.startsWith(mount)) return res.writeHead(404).end();
    let file = path.join(dir, pathname.slice(mount.length));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    // single-page app: unknown paths get index.html
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  })
  .listen(port, () => console.log(`serving ${dir} at http://localhost:${port}${mount}`));
