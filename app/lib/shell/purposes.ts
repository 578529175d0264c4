// What each of the shell's destinations (navigation.ts) is for: one sentence, shown on its page until it is built.
// Only the server reads these (the "not built yet" pages get theirs from their loader), so the sentences stay out
// of the JavaScript every page loads (decision 024).

export const DESTINATION_PURPOSES: Readonly<Record<string, string>> = {
  "/dashboard": "Your board overview.",
  "/dashboard/organizations": "The organizations you belong to, with their members, settings and invitations.",
  "/dashboard/committees": "Your organization's committees and their members.",
  "/dashboard/vaults": "This page will hold secure vaults of board papers shared with chosen board members.",
  "/dashboard/simple": "This page will be the single place to upload, read, annotate and share board documents.",
  "/dashboard/meetings":
    "This page will list board and committee meetings with agendas, attendance, votes and minutes.",
  "/dashboard/boardmates": "Your fellow board members across your organizations.",
  "/dashboard/instruments": "This page will gather the governance instruments that analyse your board's documents.",
  "/dashboard/board-pack-ai":
    "This instrument will analyse board packs and summarise what needs the board's attention.",
  "/dashboard/annual-report-ai": "This instrument will analyse annual reports and draw out key figures and risks.",
  "/dashboard/calendar": "This page will show the board calendar of meetings, deadlines and filings.",
  "/dashboard/board-effectiveness": "This instrument will support board effectiveness reviews and self-assessments.",
  "/dashboard/risk": "This instrument will build a risk dashboard from your risk registers and reports.",
  "/dashboard/esg": "This instrument will score environmental, social and governance performance.",
  "/dashboard/compliance": "This instrument will track compliance obligations, deadlines and evidence.",
  "/dashboard/performance": "This instrument will analyse performance figures against targets.",
  "/dashboard/benchmarking": "This instrument will compare your organization with its peers.",
  "/dashboard/settings": "Your profile, preferences, security and notifications.",
  "/dashboard/feedback": "This page will let you send feedback about BoardRoom to its maintainers.",
  "/admin/dashboard": "This page will give platform administrators an overview of users, sessions and security.",
  "/admin": "This area will hold platform administration.",
  "/admin/users": "This page will let administrators manage user accounts.",
  "/admin/analytics": "This page will show platform-wide usage analytics.",
  "/admin/sessions": "This page will list active sessions across the platform.",
  "/admin/security": "This page will show security events and settings.",
  "/dashboard/ai-assistant":
    "This page will hold the AI assistant that answers questions about your board papers, with citations.",
  "/dashboard/assets/upload": "This page will upload documents into your organization's assets.",
  "/dashboard/meetings/create": "This page will schedule a board or committee meeting.",
  "/dashboard/organizations/create": "Create a new organization with you as its owner.",
  "/dashboard/committees/create": "Create a committee in your organization.",
  "/dashboard/vaults/create": "This page will create a secure vault of board papers.",
  "/dashboard/assets": "This page will list your organization's documents and files.",
  "/dashboard/notifications": "This page will list all your notifications, with filters and bulk actions.",
  "/dashboard/profile": "This page will show your profile as other board members see it.",
  "/dashboard/workflow": "This page will show workflow connections between meetings, documents and decisions.",
  "/dashboard/documents/upload": "This page will upload board documents.",
  "/dashboard/board-packs": "The board packs of your organization: books of papers for its meetings and committees.",
  "/dashboard/board-packs/create": "Create a board pack, then add its sections and papers.",
  "/dashboard/search": "Search across your organizations.",
  "/dashboard/documents": "Documents live on the single Documents page.",
};
