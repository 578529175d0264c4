// A user agent as people say it ("Chrome on macOS", "Safari on iPhone"), read with bowser on the server so the
// browser downloads no parser.
import Bowser from "bowser";

// Parsing runs bowser's whole table of patterns, and the same few agents come back on every view of the sessions
// lists: each agent is described once per isolate, up to a bound (then the memory starts afresh).
const DESCRIBED_AGENTS_MAX = 500;
const described = new Map<string, string>();

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  let description = described.get(userAgent);
  if (description === undefined) {
    description = parseDevice(userAgent);
    if (described.size >= DESCRIBED_AGENTS_MAX) described.clear();
    described.set(userAgent, description);
  }
  return description;
}

function parseDevice(userAgent: string): string {
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? "Unknown browser";
  const system = parsed.os.name === "iOS" && parsed.platform.model ? parsed.platform.model : parsed.os.name;
  return system ? `${browser} on ${system}` : browser;
}
