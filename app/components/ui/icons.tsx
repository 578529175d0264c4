// Every icon the app draws, as a reference into one cached SVG sprite (scripts/icon-sprite.mjs builds
// it from lucide-react's geometry). A page carries `<svg><use href>` per icon instead of inline path
// data, and no icon geometry ships as JavaScript (docs/decisions/025). Add an icon here, then run
// `node scripts/icon-sprite.mjs`; `npm run lint` fails while the sprite is stale.
import type { SVGProps } from "react";
import { cn } from "~/lib/platform/class-names";
import spriteUrl from "./icon-sprite.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/** One sprite icon; decorative (aria-hidden) unless the caller names it. Size and strokes: `.icon` (tailwind.css). */
function SpriteIcon({ name, className, ...props }: IconProps & { name: string }) {
  const named = Boolean(props["aria-label"] || props["aria-labelledby"]);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; named ones carry aria-label
    <svg aria-hidden={named ? undefined : true} {...props} className={cn("icon", className)}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

function icon(name: string): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per icon at module level, never in a render
  const Icon = (props: IconProps) => <SpriteIcon name={name} {...props} />;
  Icon.displayName = name;
  return Icon;
}

export const ArrowRight = icon("ArrowRight");
export const Award = icon("Award");
export const BarChart3 = icon("BarChart3");
export const Bell = icon("Bell");
export const Bot = icon("Bot");
export const Briefcase = icon("Briefcase");
export const Building2 = icon("Building2");
export const CalendarDays = icon("CalendarDays");
export const Check = icon("Check");
export const ChevronDown = icon("ChevronDown");
export const ChevronLeft = icon("ChevronLeft");
export const ChevronRight = icon("ChevronRight");
export const ChevronsLeft = icon("ChevronsLeft");
export const ChevronsRight = icon("ChevronsRight");
export const ChevronsUpDown = icon("ChevronsUpDown");
export const ClipboardCheck = icon("ClipboardCheck");
export const Compass = icon("Compass");
export const Construction = icon("Construction");
export const Crown = icon("Crown");
export const FileSpreadsheet = icon("FileSpreadsheet");
export const FileText = icon("FileText");
export const FlaskConical = icon("FlaskConical");
export const Gauge = icon("Gauge");
export const History = icon("History");
export const House = icon("House");
export const Keyboard = icon("Keyboard");
export const Landmark = icon("Landmark");
export const Layers = icon("Layers");
export const Leaf = icon("Leaf");
export const LineChart = icon("LineChart");
export const LogOut = icon("LogOut");
export const Menu = icon("Menu");
export const MessageSquare = icon("MessageSquare");
export const Monitor = icon("Monitor");
export const Moon = icon("Moon");
export const Package = icon("Package");
export const Plus = icon("Plus");
export const RotateCcw = icon("RotateCcw");
export const Search = icon("Search");
export const SearchX = icon("SearchX");
export const Settings = icon("Settings");
export const ShieldAlert = icon("ShieldAlert");
export const ShieldCheck = icon("ShieldCheck");
export const Sparkles = icon("Sparkles");
export const Sun = icon("Sun");
export const TrendingUp = icon("TrendingUp");
export const Upload = icon("Upload");
export const User = icon("User");
export const Users = icon("Users");
export const UsersRound = icon("UsersRound");
export const Vault = icon("Vault");
export const Workflow = icon("Workflow");
export const X = icon("X");
