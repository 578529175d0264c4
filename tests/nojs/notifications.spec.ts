import { notificationPageFlows } from "../flows/notifications";

// The same flows with JavaScript disabled: every form posts and the page answers.
notificationPageFlows();
