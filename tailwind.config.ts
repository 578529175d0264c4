import type { Config } from "tailwindcss";

// shadcn-style tokens: every colour is a CSS variable so light and dark themes are complete.
const token = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

// Tremor's own tokens mapped onto ours, so its axes, legends and tooltips follow the light and dark themes.
const tremorColors = {
  brand: {
    faint: token("accent"),
    muted: token("muted"),
    subtle: token("ring"),
    DEFAULT: token("primary"),
    emphasis: token("primary"),
    inverted: token("primary-foreground"),
  },
  background: { muted: token("muted"), subtle: token("muted"), DEFAULT: token("card"), emphasis: token("foreground") },
  border: { DEFAULT: token("border") },
  ring: { DEFAULT: token("border") },
  content: {
    subtle: token("muted-foreground"),
    DEFAULT: token("muted-foreground"),
    emphasis: token("foreground"),
    strong: token("foreground"),
    inverted: token("background"),
  },
};
/** What `import { AreaChart, BarChart } from "@tremor/react"` reaches, found by following the imports of both. */
const TREMOR_CHART_FILES = `./node_modules/@tremor/react/dist/{${[
  "components/chart-elements/{AreaChart,BarChart,common}",
  "components/text-elements/Legend",
  "lib",
  "assets",
  "hooks",
].join(",")}}/**/*.js`;
/** The chart palette of app/lib/analytics/chart.ts: Tremor builds these class names at run time. */
const CHART_CLASSES = /^(bg|fill|stroke|text)-(indigo|emerald|amber|rose|sky|violet|slate)-500$/;

export default {
  darkMode: "class",
  // Tremor's chart classes (decision 004), only in the analytics chunk that loads after hydration (decision 044).
  // Only the files the two charts we use import (AreaChart, BarChart): scanning all of Tremor added 32 KB of rules
  // for components we never render to the stylesheet every page parses first (decision 058). A new Tremor component
  // in the app needs its folder added here.
  content: ["./app/**/*.{ts,tsx}", TREMOR_CHART_FILES],
  safelist: [{ pattern: CHART_CLASSES }],
  theme: {
    container: { center: true, padding: "1rem" },
    extend: {
      colors: {
        border: token("border"),
        input: token("input"),
        ring: token("ring"),
        background: token("background"),
        foreground: token("foreground"),
        primary: { DEFAULT: token("primary"), foreground: token("primary-foreground") },
        secondary: { DEFAULT: token("secondary"), foreground: token("secondary-foreground") },
        destructive: { DEFAULT: token("destructive"), foreground: token("destructive-foreground") },
        warning: { DEFAULT: token("warning"), foreground: token("warning-foreground") },
        success: { DEFAULT: token("success"), foreground: token("success-foreground") },
        muted: { DEFAULT: token("muted"), foreground: token("muted-foreground") },
        accent: { DEFAULT: token("accent"), foreground: token("accent-foreground") },
        popover: { DEFAULT: token("popover"), foreground: token("popover-foreground") },
        card: { DEFAULT: token("card"), foreground: token("card-foreground") },
        tremor: tremorColors,
        "dark-tremor": tremorColors,
      },
      borderRadius: { lg: "var(--radius)", md: "calc(var(--radius) - 2px)", sm: "calc(var(--radius) - 4px)" },
      screens: { md: "768px", xl: "1280px", "2xl": "1536px" },
    },
  },
  plugins: [],
} satisfies Config;
