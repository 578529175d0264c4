// Every tab of the organisation page, for the server's render; the browser loads each tab on its own (see the
// route). The client build drops this barrel only if every tab module is free of top-level side effects: keep
// module-level code to constants and functions (a top-level call such as `.map(…)` pulls the tab into the route).
export { AssetsTab } from "./assets-tab";
export { ComplianceTab } from "./compliance-tab";
export { DangerTab } from "./danger-tab";
export { FeaturesTab } from "./features-tab";
export { GeneralTab } from "./general-tab";
export { InvitationsTab } from "./invitations-tab";
export { MemberConfirm, MembersTab } from "./members-tab";
export { NotificationsTab } from "./notifications-tab";
export { OverviewTab } from "./overview-tab";
