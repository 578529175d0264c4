// The organisation profile's option lists as select options (the create page and the general tab).
import { INDUSTRIES, ORGANIZATION_SIZES } from "~/lib/organizations/profile-options";

export const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry.code, label: industry.label }));
export const ORGANIZATION_SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({ value: size.code, label: size.label }));
