// jsdom lacks TextEncoder/TextDecoder, which `jose` (through @app/platform) reads at import time.
// Node has them; this only fills the gap in jsdom test environments.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
