// An organisation profile's option lists (001 §3), on their own so that a form offering them (creating an
// organisation) need not load every setting's defaults. Isomorphic.

export const INDUSTRIES = [
  { code: "technology", label: "Technology" },
  { code: "finance", label: "Finance & Banking" },
  { code: "healthcare", label: "Healthcare & Life Sciences" },
  { code: "education", label: "Education" },
  { code: "manufacturing", label: "Manufacturing" },
  { code: "retail", label: "Retail & E-commerce" },
  { code: "real_estate", label: "Real Estate" },
  { code: "legal", label: "Legal Services" },
  { code: "consulting", label: "Consulting" },
  { code: "media", label: "Media & Entertainment" },
  { code: "energy", label: "Energy & Utilities" },
  { code: "transportation", label: "Transportation & Logistics" },
  { code: "food_beverage", label: "Food & Beverage" },
  { code: "non_profit", label: "Non-Profit" },
  { code: "government", label: "Government" },
  { code: "other", label: "Other" },
] as const;
export const INDUSTRY_CODES = INDUSTRIES.map((industry) => industry.code) as [string, ...string[]];

export const ORGANIZATION_SIZES = [
  { code: "startup", label: "Startup (1-10 employees)" },
  { code: "small", label: "Small (11-50 employees)" },
  { code: "medium", label: "Medium (51-250 employees)" },
  { code: "large", label: "Large (251-1000 employees)" },
  { code: "enterprise", label: "Enterprise (1000+ employees)" },
] as const;
export const ORGANIZATION_SIZE_CODES = ORGANIZATION_SIZES.map((size) => size.code) as [string, ...string[]];
