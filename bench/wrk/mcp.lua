-- MCP Streamable HTTP tools/call within one session, a fresh JSON-RPC id per
-- request (ids must be unique among a session's requests in flight).
-- Environment: SESSION (the Mcp-Session-Id), ARGS (the tool's arguments as
-- JSON, e.g. {"_1":15}), TOOL (default fighterDamage).
local session = os.getenv("SESSION")
local args = os.getenv("ARGS") or '{"_1":15}'
local tool = os.getenv("TOOL") or "fighterDamage"
local prefix = '{"jsonrpc":"2.0","id":'
local suffix = ',"method":"tools/call","params":{"name":"' .. tool .. '","arguments":' .. args .. '}}'
local headers = {
  ["Content-Type"] = "application/json",
  ["Accept"] = "application/json, text/event-stream",
  ["Mcp-Session-Id"] = session,
  ["MCP-Protocol-Version"] = "2025-06-18",
}
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("base", threads * 1000000000)
end
local n = 0
function request()
  n = n + 1
  return wrk.format("POST", nil, headers, prefix .. (base + n) .. suffix)
end
-- No response() callback: defining one makes wrk hand every body to Lua,
-- which costs the generator more than the server under test. Correctness is
-- checked by the loadgen runs of the same endpoint (--expect).
