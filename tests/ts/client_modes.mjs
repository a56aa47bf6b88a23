// The TypeScript SDK v2 client (@modelcontextprotocol/client, pinned in
// package.json) drives nexus in 'legacy', 'auto' and {pin: '2026-07-28'},
// over stdio (`nexus mcp`) and over HTTP (a daemon's /mcp), on
// tests/programs/private (issue 12). Each run lists the tools, calls one,
// gets a validation failure as an isError result (except the legacy mode,
// which this client offers at 2025-06-18, where it is -32602), and carries a
// private instance's state through an open handle.
//
//   node client_modes.mjs NEXUS_BIN PROGRAM_DIR DAEMON_URL
//
// Prints "N passed, M failed" and exits non-zero on a failure.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const [nexus, program, url] = process.argv.slice(2);
let passed = 0;
const failed = [];
const check = (ok, what) => {
  if (ok) passed++;
  else {
    failed.push(what);
    console.error(`FAIL: ${what}`);
  }
};
const text = (r) => (r.content ?? []).map((c) => c.text ?? '').join('');

const modes = [
  ['legacy', 'legacy'],
  ['auto', 'modern'],
  [{ pin: '2026-07-28' }, 'modern'],
];
const transports = {
  stdio: () => new StdioClientTransport({ command: nexus, args: ['mcp', program], stderr: 'ignore' }),
  http: () => new StreamableHTTPClientTransport(new URL(url)),
};

for (const [label, make] of Object.entries(transports)) {
  for (const [mode, era] of modes) {
    const where = `${label} ${JSON.stringify(mode)}`;
    const client = new Client({ name: 'nexus-ts-test', version: '0' }, { versionNegotiation: { mode } });
    try {
      await client.connect(make());
      check(client.getProtocolEra() === era, `${where}: era ${client.getProtocolEra()}`);
      const tools = (await client.listTools()).tools.map((t) => t.name);
      check(tools.includes('incr') && tools.includes('py__open'), `${where}: tools ${tools}`);
      const stored = await client.callTool({ name: 'kv_set', arguments: { _1: 'k', _2: 'v' } });
      check(!stored.isError && text(stored) === '"v"', `${where}: kv_set gave ${JSON.stringify(stored)}`);
      let bad;
      try {
        bad = await client.callTool({ name: 'kv_get', arguments: {} });
      } catch (e) {
        bad = { thrown: String(e) };
      }
      const wantError = bad.isError === true || (era === 'legacy' && bad.thrown?.includes('-32602'));
      check(wantError, `${where}: a missing argument gave ${JSON.stringify(bad)}`);
      const opened = await client.callTool({ name: 'py__open', arguments: {} });
      const handle = opened.structuredContent?.instance;
      check(typeof handle === 'string' && handle.length === 32, `${where}: open gave ${JSON.stringify(opened)}`);
      const counts = [];
      for (let i = 0; i < 2; i++) {
        counts.push(text(await client.callTool({ name: 'incr', arguments: { instance: handle } })));
      }
      check(counts.join(',') === '1,2', `${where}: counts through the handle ${counts}`);
    } catch (e) {
      check(false, `${where}: ${e?.stack ?? e}`);
    } finally {
      await client.close().catch(() => {});
    }
  }
}
console.log(`${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
