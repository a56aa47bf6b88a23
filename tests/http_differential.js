// The llhttp side of tests/it/http_differential.rs: node's own HTTP parser
// (llhttp, as node's http server runs it: strict, 16 KiB of head) judges
// each request of a file and prints one JSON line per request:
//
//   {"v":"ok","method":"POST","url":"/x","body":"<hex>"}   first message complete
//   {"v":"err","code":"HPE_..."}                           refused before that
//   {"v":"partial"}                                        needs more bytes
//
// Usage: node http_differential.js IN OUT. IN has one request per line,
// hex-encoded; OUT gets the verdicts. No npm package; `_http_common`
// is the module node's http server takes its parser from.
'use strict';

const fs = require('fs');
const { HTTPParser, methods } = require('_http_common');

const MAX_HEADER_SIZE = 16 * 1024;

function judge(raw) {
  const parser = new HTTPParser();
  parser.initialize(HTTPParser.REQUEST, {}, MAX_HEADER_SIZE, HTTPParser.kLenientNone);
  let url = '';
  let headers = [];
  let head = null;
  const body = [];
  let done = false;
  parser[HTTPParser.kOnHeaders] = (h, u) => {
    headers = headers.concat(h);
    url += u;
  };
  parser[HTTPParser.kOnHeadersComplete] = (major, minor, h, method, u) => {
    if (done) return 0;
    head = {
      major,
      minor,
      method: methods[method],
      url: u || url,
      headers: h || headers,
    };
    return 0;
  };
  parser[HTTPParser.kOnBody] = (chunk) => {
    if (!done) body.push(Buffer.from(chunk));
  };
  parser[HTTPParser.kOnMessageComplete] = () => {
    done = true;
  };
  const result = parser.execute(raw);
  parser.close();
  if (head !== null && head.major === 1 && head.minor === 1) {
    // node's http server (requireHostHeader, on by default since v20)
    // answers 400 to an HTTP/1.1 request without Host.
    const names = head.headers.filter((_, i) => i % 2 === 0);
    if (!names.some((n) => n.toLowerCase() === 'host')) {
      return { v: 'err', code: 'HOST_REQUIRED' };
    }
  }
  if (done) {
    return { v: 'ok', method: head.method, url: head.url, body: Buffer.concat(body).toString('hex') };
  }
  if (result instanceof Error) {
    return { v: 'err', code: result.code };
  }
  return { v: 'partial' };
}

const input = fs.readFileSync(process.argv[2], 'latin1');
const out = [];
// Every line ends with a newline; an empty line is an empty request.
for (const line of input.split('\n').slice(0, -1)) {
  out.push(JSON.stringify(judge(Buffer.from(line, 'hex'))));
}
fs.writeFileSync(process.argv[3], out.join('\n') + '\n');
