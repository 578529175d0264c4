// An organisation's allowed network ranges (ipRestriction, issue 13): CIDR ranges, IPv4 and IPv6, one
// parser for the settings form, the API and the access check. A bare address means just that address. Isomorphic.
import ipaddr from "ipaddr.js";

export const MAX_IP_RANGES = 50;

export const IP_RANGE_MESSAGES = {
  invalid: (text: string) =>
    `"${text.slice(0, 60)}" is not an address range. Use CIDR, such as 203.0.113.0/24 or 2001:db8::/32.`,
  tooMany: `List at most ${MAX_IP_RANGES} ranges.`,
  required: "Add at least one allowed range to turn IP restriction on.",
} as const;

/** The range in canonical CIDR form, or null when it isn't one ("10.0.0.0/8", "2001:db8::/32", "203.0.113.7"). */
export function normalizeIpRange(text: string): string | null {
  const value = text.trim();
  const [address = "", bits, ...rest] = value.split("/");
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return null;
  // Four-part decimals only: "10.1" or "0x0a.0.0.1" are legal in old parsers and never what a person means.
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !ipaddr.IPv6.isValid(address)) return null;
  const maxBits = v4 ? 32 : 128;
  const prefix = bits === undefined ? maxBits : Number(bits);
  if (prefix > maxBits) return null;
  const cidr = `${address}/${prefix}`;
  // The network address, so "10.1.2.3/8" is kept as the range it means, "10.0.0.0/8".
  const network = v4 ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${network.toString()}/${prefix}`;
}

/** Whether `ip` (as CF-Connecting-IP gives it) falls in one of `ranges`; an unreadable address is in none. */
export function ipInRanges(ip: string | null, ranges: readonly string[]): boolean {
  if (!ip || !ipaddr.isValid(ip)) return false;
  // An IPv4 address written as IPv6 (::ffff:203.0.113.7) is compared as the IPv4 address it is.
  const address = ipaddr.process(ip);
  return ranges.some((range) => {
    try {
      const [network, bits] = ipaddr.parseCIDR(range);
      return network.kind() === address.kind() && address.match(network, bits);
    } catch {
      return false;
    }
  });
}
