// jsdom lacks TextEncoder/TextDecoder, which `jose` (through @app/platform) reads at import time.
// Node has them; this only fills the gap in jsdom test environments.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
