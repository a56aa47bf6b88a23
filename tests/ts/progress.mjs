// The TypeScript SDK v2 client (@modelcontextprotocol/client, pinned in
// package.json) receives a pool function's progress in `onprogress`
// (issue 13), in 'legacy', 'auto' and {pin: '2026-07-28'}, over stdio
// (`nexus mcp`) and over HTTP (a daemon's /mcp), on tests/programs/progress.
// Each run calls `count` with onprogress and checks that every step arrives,
// strictly increasing, with its total and message, all before the result
// and none after it (a late one would reach `onerror` as an unknown token);
// the same for the R function and for 100,000 reports (coalesced, the last
// one kept). Log messages: in the legacy era after logging/setLevel, in the
// modern era only for a request whose _meta carries
// io.modelcontextprotocol/logLevel.
//
//   node progress.mjs NEXUS_BIN PROGRAM_DIR DAEMON_URL
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
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const increasing = (xs) => xs.every((x, i) => i === 0 || xs[i - 1] < x);
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

const modes = [
  ['legacy', 'legacy'],
  ['auto', 'modern'],
  [{ pin: '2026-07-28' }, 'modern'],
];
const transports = {
  stdio: () => new StdioClientTransport({ command: nexus, args: ['mcp', program], stderr: 'ignore' }),
  http: () => new StreamableHTTPClientTransport(new URL(url)),
};

// Calls `name` with onprogress; returns the timeline: ['progress', p] for
// each notification, 'result' when the call resolved, and whatever came in
// the 300 ms after.
//
// Over stdio this SDK hands a notification to its handler a microtask
// later than a response read in the same chunk, so when the last progress
// line and the result line arrive together (nexus writes them in that
// order; the raw-wire tests in tests/it/progress.rs check it) the response
// wins, the handler is gone, and the notification reaches `onerror` as an
// "unknown token". Such late deliveries are taken from `late` (filled by
// onerror) and returned apart: the caller accepts them on stdio only, where
// they still complete the sequence, and never on HTTP.
async function timeline(client, late, name, args, meta) {
  const events = [];
  late.length = 0;
  const params = { name, arguments: args, ...(meta && { _meta: meta }) };
  const result = await client.callTool(params, { onprogress: (p) => events.push(['progress', p]), timeout: 120000 });
  events.push('result');
  await sleep(300);
  return { result, events, late: late.splice(0) };
}

function progressOf(events) {
  return events.filter((e) => Array.isArray(e)).map((e) => e[1]);
}

const UNKNOWN_TOKEN = 'Received a progress notification for an unknown token: ';

for (const [label, make] of Object.entries(transports)) {
  for (const [mode, era] of modes) {
    const where = `${label} ${JSON.stringify(mode)}`;
    const client = new Client({ name: 'nexus-ts-progress', version: '0' }, { versionNegotiation: { mode } });
    const errors = [];
    const late = [];
    const logs = [];
    client.onerror = (e) => {
      const text = String(e?.message ?? e);
      if (label === 'stdio' && text.startsWith(UNKNOWN_TOKEN)) {
        late.push(JSON.parse(text.slice(UNKNOWN_TOKEN.length)).params);
      } else {
        errors.push(text);
      }
    };
    // onprogress values, then any late ones (stdio only, see `timeline`).
    const all = (t) => [...progressOf(t.events), ...t.late];
    let lateCount = 0;
    client.setNotificationHandler('notifications/message', (n) => {
      logs.push(n.params);
    });
    try {
      await client.connect(make());
      check(client.getProtocolEra() === era, `${where}: era ${client.getProtocolEra()}`);

      const counted = await timeline(client, late, 'count', { n: 5, delay: 0.05 });
      const { result, events } = counted;
      check(!result.isError, `${where}: count gave ${JSON.stringify(result)}`);
      const seen = all(counted);
      lateCount += counted.late.length;
      check(
        seen.map((p) => p.progress).join(',') === '1,2,3,4,5',
        `${where}: count's steps ${JSON.stringify(seen)}`,
      );
      check(seen.every((p) => p.total === 5), `${where}: count's totals ${JSON.stringify(seen)}`);
      check(seen.at(-1)?.message === 'step 5', `${where}: count's last message ${JSON.stringify(seen.at(-1))}`);
      check(events.at(-1) === 'result', `${where}: progress after the result: ${JSON.stringify(events)}`);
      check(logs.length === 0, `${where}: logs nobody asked for: ${JSON.stringify(logs)}`);

      const r = await timeline(client, late, 'r_count', { n: 3, delay: 0.05 });
      lateCount += r.late.length;
      check(
        all(r).map((p) => p.progress).join(',') === '1,2,3',
        `${where}: r_count's steps ${JSON.stringify(r.events)}`,
      );
      check(r.events.at(-1) === 'result', `${where}: r_count: progress after the result`);

      const spin = await timeline(client, late, 'spin', { n: 100000 });
      lateCount += spin.late.length;
      const values = all(spin).map((p) => p.progress);
      check(values.at(-1) === 100000, `${where}: spin's last value ${values.slice(-3)}`);
      check(increasing(values), `${where}: spin strictly increasing ${values}`);
      check(values.length <= 40, `${where}: spin coalesced to ${values.length}`);
      check(spin.events.at(-1) === 'result', `${where}: spin: progress after the result`);

      // Logs: the legacy era asks once with logging/setLevel; the modern
      // era asks per request in _meta.
      const meta = era === 'modern' ? { [LOG_LEVEL]: 'info' } : undefined;
      if (era === 'legacy') await client.setLoggingLevel('info');
      const logged = await timeline(client, late, 'count', { n: 2, delay: 0.01 }, meta);
      lateCount += logged.late.length;
      check(
        logs.map((l) => l.data).join('|') === 'counting to 2|counted to 2',
        `${where}: logs at info ${JSON.stringify(logs)}`,
      );
      check(
        logs.every((l) => l.logger === 'count'),
        `${where}: logger is the tool ${JSON.stringify(logs)}`,
      );
      check(all(logged).length === 2, `${where}: progress beside logs ${JSON.stringify(logged)}`);
      if (era === 'modern') {
        logs.length = 0;
        await timeline(client, late, 'test_tool_with_logging', {});
        check(logs.length === 0, `${where}: a request without logLevel got logs ${JSON.stringify(logs)}`);
      }
      check(errors.length === 0, `${where}: client errors ${errors}`);
      if (lateCount) console.log(`note: ${where}: ${lateCount} last progress notification(s) dispatched after the result by the SDK`);
    } catch (e) {
      check(false, `${where}: ${e?.stack ?? e}`);
    } finally {
      await client.close().catch(() => {});
    }
  }
}
console.log(`${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
