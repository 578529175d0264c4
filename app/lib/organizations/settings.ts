// Organisation settings: option lists, defaults and the compliance score (001 §3, §5, §9). Isomorphic.

export { INDUSTRIES, INDUSTRY_CODES, ORGANIZATION_SIZE_CODES, ORGANIZATION_SIZES } from "./profile-options";

export const RETENTION_OPTIONS = [
  { days: 0, label: "No retention" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 180, label: "180 days" },
  { days: 365, label: "1 year" },
  { days: 730, label: "2 years" },
  { days: 1825, label: "5 years" },
  { days: 2555, label: "7 years" },
  { days: 3650, label: "10 years" },
  { days: -1, label: "Forever" },
] as const;
/** The retention periods as a form's choices (values are the days, as text). */
export const RETENTION_CHOICES = RETENTION_OPTIONS.map(({ days, label }) => ({ value: String(days), label }));

export const STORAGE_LIMIT = { min: 10, max: 5000, step: 10 } as const;
/** 1000 GB and above read as TB (001 §5). */
export function formatStorageLimit(gb: number): string {
  return gb >= 1000 ? `${(gb / 1000).toFixed(gb % 1000 === 0 ? 0 : 1)} TB` : `${gb} GB`;
}

export const COMPLIANCE_STANDARDS = [
  { id: "sox", label: "SOX" },
  { id: "gdpr", label: "GDPR" },
  { id: "hipaa", label: "HIPAA" },
  { id: "pci-dss", label: "PCI DSS" },
  { id: "iso27001", label: "ISO 27001" },
  { id: "ccpa", label: "CCPA" },
  { id: "ferpa", label: "FERPA" },
  { id: "fisma", label: "FISMA" },
] as const;
export const COMPLIANCE_STANDARD_IDS = COMPLIANCE_STANDARDS.map((standard) => standard.id) as [string, ...string[]];
/** The standards as a form's choices. */
export const COMPLIANCE_STANDARD_CHOICES = COMPLIANCE_STANDARDS.map(({ id, label }) => ({ value: id, label }));

export type AssetSettings = {
  categories: string[];
  storageLimit: number;
  retentionDays: number;
  aiProcessing: boolean;
  watermarking: boolean;
  autoClassification: boolean;
  approvalWorkflow: boolean;
  defaultPermissions: "organization" | "restricted" | "private";
};

export const DEFAULT_ASSET_SETTINGS: AssetSettings = {
  categories: ["Board Documents", "Financial Reports", "Legal Documents", "Other"],
  storageLimit: 100,
  retentionDays: 2555,
  aiProcessing: true,
  watermarking: true,
  autoClassification: true,
  approvalWorkflow: false,
  defaultPermissions: "organization",
};

export type ComplianceSettings = {
  auditLogging: boolean;
  twoFactorRequired: boolean;
  dataEncryption: boolean;
  accessLogging: boolean;
  ipRestriction: boolean;
  /** Issue 13 (slice F): the ranges (CIDR) ipRestriction allows; rows saved before the list read as []. */
  allowedIpRanges: string[];
  complianceStandards: string[];
  /** Minutes of inactivity before sign-out (the spec leaves the unit open; see docs/decisions). */
  sessionTimeout: number;
  passwordPolicy: {
    minLength: number;
    requireUppercase: boolean;
    requireNumbers: boolean;
    requireSpecialChars: boolean;
    expirationDays: number;
  };
};

export const DEFAULT_COMPLIANCE_SETTINGS: ComplianceSettings = {
  auditLogging: true,
  twoFactorRequired: false,
  dataEncryption: true,
  accessLogging: true,
  ipRestriction: false,
  allowedIpRanges: [],
  complianceStandards: [],
  sessionTimeout: 30,
  passwordPolicy: {
    minLength: 8,
    requireUppercase: true,
    requireNumbers: true,
    requireSpecialChars: true,
    expirationDays: 90,
  },
};

export type NotificationSettings = {
  emailUpdates: boolean;
  securityAlerts: boolean;
  activityAlerts: boolean;
  memberUpdates: boolean;
  documentNotifications: boolean;
  meetingReminders: boolean;
  weeklyReports: boolean;
  monthlyDigest: boolean;
  complianceAlerts: boolean;
  systemUpdates: boolean;
  notificationFrequency: "realtime" | "daily" | "weekly";
  quietHours: { enabled: boolean; startTime: string; endTime: string };
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailUpdates: true,
  securityAlerts: true,
  activityAlerts: true,
  memberUpdates: true,
  documentNotifications: true,
  meetingReminders: true,
  weeklyReports: false,
  monthlyDigest: true,
  complianceAlerts: true,
  systemUpdates: false,
  notificationFrequency: "daily",
  quietHours: { enabled: false, startTime: "22:00", endTime: "08:00" },
};

/** 20 points each for audit logging, 2FA, encryption, access logging and at least one standard (001 §5). */
export function complianceScore(settings: ComplianceSettings): {
  score: number;
  label: "Excellent" | "Good" | "Needs Improvement";
} {
  const score =
    (settings.auditLogging ? 20 : 0) +
    (settings.twoFactorRequired ? 20 : 0) +
    (settings.dataEncryption ? 20 : 0) +
    (settings.accessLogging ? 20 : 0) +
    (settings.complianceStandards.length > 0 ? 20 : 0);
  return { score, label: score >= 80 ? "Excellent" : score >= 60 ? "Good" : "Needs Improvement" };
}
